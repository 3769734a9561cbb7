/**
 * Every word the web shows, in English. The texts SPEC §2, §5 and §8 give are kept letter for letter (and the
 * journeys assert many of them). Values go in as {{name}}; a count that changes the words goes in as
 * {{count}} with `_one`/`_other` forms. Messages from the server are shown as they arrive and are not here.
 */
import { enAccounts } from './en-accounts';
import { enAudit } from './en-audit';
import { enDays } from './en-days';
import { enLanguage } from './en-language';
import { enNames } from './en-names';
import { enScreens } from './en-screens';
import { enSignIn } from './en-sign-in';
import { enSuppliers } from './en-suppliers';
import { enVat } from './en-vat';

/**
 * The whole English catalogue, as the type the keys are checked against (i18next.d.ts). The sidebar's links are
 * split: the audit trail's comes with the screens' words, the rest with the first page's (i18next merges them).
 */
export const en = {
  ...enSignIn,
  ...enScreens,
  ...enAudit,
  ...enDays,
  ...enVat,
  ...enSuppliers,
  ...enAccounts,
  ...enLanguage,
  ...enNames,
  settings: { ...enScreens.settings, ...enVat.settings, ...enLanguage.settings, ...enNames.settings },
  nav: { ...enSignIn.nav, ...enScreens.nav },
};
