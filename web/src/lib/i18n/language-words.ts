import { registerWords } from '.';
import { enLanguage } from './en-language';

/**
 * The words of choosing a language (issue 36), added when the language switch's or Settings' code loads (they
 * import this module): the sign-in page's chunk carries them, the shell and the first screens' none.
 */
registerWords({ en: enLanguage, bn: () => import('./bn-language').then((words) => words.bnLanguage) });
