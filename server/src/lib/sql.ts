/** Escapes LIKE wildcards so user text is matched literally: `%` and `_` in a search mean themselves. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
