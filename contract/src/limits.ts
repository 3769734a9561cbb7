/**
 * Lengths and counts the API holds every client to, in a module without schemas: a screen that only shows one
 * (a field's maxLength, a hint) does not build the schemas of the module it belongs to (ADR 0096).
 */

/** The most of one dish a receipt or order line takes: the server refuses more, and the counter says so. */
export const QUANTITY_MAX = 10_000;

export const ORDER_NOTE_MAX = 120;
export const TABLE_LABEL_MAX = 20;
export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 200;

/** The menu grid loads every available recipe at once, so this list allows far larger pages than 100. */
export const MAX_RECIPES_PER_PAGE = 500;
