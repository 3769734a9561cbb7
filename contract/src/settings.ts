import { z } from 'zod';
import { optionalText, requiredText } from './common';

/** The restaurant's details printed at the top of every receipt; the admin sets them before the first receipt. */
export const businessDetailsSchema = z.object({
  name: optionalText(120),
  address: optionalText(200),
  address2: optionalText(200),
  cityState: optionalText(120),
  phone: optionalText(40),
  merchantId: optionalText(40),
  terminalId: optionalText(40),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** A fresh install has no business details: nothing of anyone else's is printed (ADR 0060). */
export const EMPTY_BUSINESS_DETAILS: BusinessDetails = {
  name: '',
  address: '',
  address2: '',
  cityState: '',
  phone: '',
  merchantId: '',
  terminalId: '',
};

/** The details exist once the business has a name; until then no receipt is made. */
export const hasBusinessDetails = (details: Pick<BusinessDetails, 'name'>) => details.name.trim() !== '';

/** What an admin saves: the name is required (once set it is never blank again); the rest may stay empty. */
export const businessDetailsInputSchema = businessDetailsSchema.extend({
  name: requiredText('Business name', 120),
});

export const businessDetailsPatchSchema = businessDetailsInputSchema.partial();
export type BusinessDetailsPatch = z.infer<typeof businessDetailsPatchSchema>;

export const businessDetailsResponseSchema = z.object({ business: businessDetailsSchema });
