import { WALK_IN_NAME } from '@dastarkhan/contract/invoices';
import type { TFunction } from '../../lib/i18n';

/** A receipt's customer as the reader (or the slip) says it: the books' walk-in in their words (issue 36). */
export const shownCustomerName = (t: TFunction, name: string): string =>
  name === WALK_IN_NAME ? t('receipt.walkIn') : name;
