/**
 * The whole Bangla catalogue, as en.ts is the whole English one: the glossary and completeness tests read it.
 * The app never imports it whole; each part loads with its screens (registerWords).
 */
import { bnAccounts } from './bn-accounts';
import { bnAudit } from './bn-audit';
import { bnDays } from './bn-days';
import { bnLanguage } from './bn-language';
import { bnNames } from './bn-names';
import { bnScreens } from './bn-screens';
import { bnSignIn } from './bn-sign-in';
import { bnSuppliers } from './bn-suppliers';
import { bnVat } from './bn-vat';
import type { en } from './en';
import type { Translation } from './translation';

export const bn: Translation<typeof en> = {
  ...bnSignIn,
  ...bnScreens,
  ...bnAudit,
  ...bnDays,
  ...bnVat,
  ...bnSuppliers,
  ...bnAccounts,
  ...bnLanguage,
  ...bnNames,
  settings: { ...bnScreens.settings, ...bnVat.settings, ...bnLanguage.settings, ...bnNames.settings },
  nav: { ...bnSignIn.nav, ...bnScreens.nav },
};
