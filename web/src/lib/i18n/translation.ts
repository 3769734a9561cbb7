/**
 * The shape a translation of an English catalogue must have: the same keys, every value a string. A missing or
 * extra key does not compile, so each language's catalogue stays complete (issue 36).
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
