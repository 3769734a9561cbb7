import { DEFAULT_TIME_ZONE } from '@dastarkhan/contract/time-zone';
import { tzOffset } from '@date-fns/tz';
import { currentLocales } from '../lib/i18n';

/** The screens that show amounts and dates: all of the dashboard's (sign-in, registration and the staff page none). */
const SHOWS_FIGURES = /^\/dashboard(\/|$)/;

/**
 * Loads what the page's first Intl formatters load: ICU's data with the first of any kind, and the restaurant's
 * time-zone rules with the first in that zone (~40 ms here, four times that on a cheap phone). main.tsx calls it in
 * the task that draws the first screen, its requests already sent, so for a screen with figures the cost is not
 * paid inside their drawing or the counter's business day's, where it kept a tap waiting that much longer
 * (docs/performance.md#short-tasks). A first screen without figures skips it: it would only delay its paint.
 */
export function warmUpIntl(): void {
  if (!SHOWS_FIGURES.test(window.location.pathname)) return;
  new Intl.NumberFormat(currentLocales().numbers).format(0);
  tzOffset(DEFAULT_TIME_ZONE, new Date());
}
