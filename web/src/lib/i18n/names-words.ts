import { registerWords } from '.';
import { enNames } from './en-names';

/**
 * The words of Bangla names and the print settings (issue 36), added when the screens and slips that show them
 * load (they import this module): the dashboard's and the counter's first downloads carry none of them.
 */
registerWords({ en: enNames, bn: () => import('./bn-names').then((module) => module.bnNames) });
