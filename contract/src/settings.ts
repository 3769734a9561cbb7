import { z } from 'zod';
import { optionalText } from './common';

/** The restaurant's details printed at the top of every receipt; the admin can change them. */
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

/** What a fresh install prints until the admin sets the real details. */
export const DEFAULT_BUSINESS_DETAILS: BusinessDetails = {
  name: 'Dastarkhan Kacchi House',
  address: 'House 27, Road 7, Dhanmondi',
  address2: 'Opposite Dhanmondi Lake Gate 2',
  cityState: 'Dhaka 1205, Bangladesh',
  phone: '+880 1711-456789',
  merchantId: 'MID-20415873',
  terminalId: 'TID-0031',
};

export const businessDetailsPatchSchema = businessDetailsSchema.partial();
export type BusinessDetailsPatch = z.infer<typeof businessDetailsPatchSchema>;

export const businessDetailsResponseSchema = z.object({ business: businessDetailsSchema });
