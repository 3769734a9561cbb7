import { registerWords } from '.';
import { enScreens } from './en-screens';

/**
 * The dashboard screens' words, added to the catalogue when the dashboard's frame loads (it imports this
 * module), before any screen renders: the sign-in page, a tablet's first download, leaves them out (ADR 0096).
 */
registerWords({ en: enScreens, bn: () => import('./bn-screens').then((words) => words.bnScreens) });
