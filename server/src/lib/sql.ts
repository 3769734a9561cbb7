import type { PageQuery } from '@dastarkhan/contract/common';

/** Escapes LIKE wildcards so user text is matched literally: `%` and `_` in a search mean themselves. */
export function likeContains(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** A LIKE pattern for text starting with `text`, matched literally. */
export function likePrefix(text: string): string {
  return `${likeLiteral(text)}%`;
}

function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** The rows a page covers: LIMIT and OFFSET. */
export type PageWindow = { limit: number; offset: number };

/**
 * One page of a list and its count. The count is read first, so a page past the end is answered from it without
 * reading a row, however far past it asks; the first page is read alongside the count. `readRows` should select
 * the page's ids in a subquery that reads nothing else (`where id in (select id … order by … limit … offset …)`)
 * and build only those rows: a deep page then costs a scan over the skipped keys, not every skipped row built
 * (docs/decisions/0054-deep-pages.md).
 */
export async function readPage<Row, Counted extends { total: number }>(
  page: PageQuery,
  count: () => Promise<Counted>,
  readRows: (window: PageWindow) => Promise<Row[]>,
): Promise<Counted & { rows: Row[] }> {
  const window = { limit: page.limit, offset: offsetOf(page.page, page.limit) };
  if (window.offset === 0) {
    const [counted, rows] = await Promise.all([count(), readRows(window)]);
    return { ...counted, rows };
  }
  const counted = await count();
  return { ...counted, rows: window.offset < counted.total ? await readRows(window) : [] };
}
