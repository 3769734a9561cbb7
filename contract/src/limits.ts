/**
 * Lengths, counts and the largest amount or quantity the API holds every client to, in a module without schemas:
 * a screen that only shows one (a field's maxLength, a hint) does not build the schemas of the module it belongs
 * to (ADR 0096). Each maximum is far above anything a restaurant records and far below the column's limit, so a
 * typo of many digits is refused instead of swamping every total (docs/decisions/0150-bounds-that-match-the-world.md).
 */

/**
 * The most any one amount in taka may be (৳1,00,00,000.00, one crore): a dish's price, a receipt's line, discount,
 * payment or total, an extra cost, an intake's unit price, total or due, a payment to a supplier.
 */
export const AMOUNT_MAX = 10_000_000;

/**
 * The most of a stock item one entry moves or states, in the item's unit: an intake, a reduction, waste, a count,
 * an edit of the quantity, the low-stock threshold, a recipe's ingredient (10 lakh kg, l or pieces).
 */
export const STOCK_QUANTITY_MAX = 1_000_000;

/** The most of one dish a receipt or order line takes: the server refuses more, and the counter says so. */
export const QUANTITY_MAX = 10_000;

/** The most plates one batch of a recipe makes. */
export const BATCH_PLATES_MAX = 10_000;
/** The largest portion of another dish a dish may be (a half plate is 0.5). */
export const PORTION_MAX = 10;

/** The largest row version a client may send back: versions are PostgreSQL integers. */
export const VERSION_MAX = 2_147_483_647;

export const ORDER_NOTE_MAX = 120;
export const TABLE_LABEL_MAX = 20;
export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 200;

/** The menu grid loads every available recipe at once, so this list allows far larger pages than 100. */
export const MAX_RECIPES_PER_PAGE = 500;
