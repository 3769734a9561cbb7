import type { ReceiptVatJson } from '@dastarkhan/contract/invoices';
import { createContext, useContext } from 'react';
import { useVatSettings } from '../../../lib/vat-settings';
import { useMenu } from '../api/get-menu';
import type { VatContext } from '../receipt-form';

const SavedServiceCharge = createContext<ReceiptVatJson['serviceChargeTerms'] | undefined>(undefined);

/**
 * A saved receipt's own service-charge terms, around the counter that edits it: the server recomputes an edit
 * on them (kept at the save), so the counter must show the same total, whatever the settings say today.
 */
export const SavedServiceChargeTerms = SavedServiceCharge.Provider;

/**
 * What the counter computes VAT with (issue 34): the settings and each dish's rate from the menu; undefined
 * until the settings have arrived (a menu-price total is today's total under the inclusive default).
 */
export function useCounterVat(): VatContext | undefined {
  const settings = useVatSettings().data;
  const menu = useMenu().data;
  const savedTerms = useContext(SavedServiceCharge);
  if (!settings) return undefined;
  const dishes = menu ? [...menu.left, ...menu.right].flatMap((section) => section.recipes) : [];
  const rates = new Map(dishes.map((dish) => [dish._id, dish.taxRate]));
  return {
    settings: savedTerms ? { ...settings, serviceCharge: savedTerms } : settings,
    dishRate: (recipeId) => (recipeId && rates.get(recipeId)) || null,
  };
}
