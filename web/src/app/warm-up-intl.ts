import { DEFAULT_TIME_ZONE } from '@dastarkhan/contract/time-zone';
import { tzOffset } from '@date-fns/tz';
import { currentLocales } from '../lib/i18n';

/**
 * Loads what the page's first Intl formatters load: ICU's data with the first of any kind, and the restaurant's
 * time-zone rules with the first in that zone (~40 ms here, four times that on a cheap phone). main.tsx calls it
 * in the task that draws the first screen, its requests already sent, so the cost is not paid inside the drawing
 * of a screen's figures or of the counter's business day, where it kept a tap waiting that much longer (ADR 0108).
 */
export function warmUpIntl(): void {
  new Intl.NumberFormat(currentLocales().numbers).format(0);
  tzOffset(DEFAULT_TIME_ZONE, new Date());
}
