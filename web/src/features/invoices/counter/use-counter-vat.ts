import { useVatSettings } from '../../../lib/vat-settings';
import { useMenu } from '../api/get-menu';
import type { VatContext } from '../receipt-form';

/**
 * What the counter computes VAT with (issue 34): the settings and each dish's rate from the menu; undefined
 * until the settings have arrived (a menu-price total is today's total under the inclusive default).
 */
export function useCounterVat(): VatContext | undefined {
  const settings = useVatSettings().data;
  const menu = useMenu().data;
  if (!settings) return undefined;
  const dishes = menu ? [...menu.left, ...menu.right].flatMap((section) => section.recipes) : [];
  const rates = new Map(dishes.map((dish) => [dish._id, dish.taxRate]));
  return { settings, dishRate: (recipeId) => (recipeId && rates.get(recipeId)) || null };
}
