// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageCount, visiblePages } from './pagination';

describe('pagination', () => {
  it('counts pages of 10 and never fewer than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('shows every page when few, else a window with gaps', () => {
    expect(visiblePages(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 'gap', 20]);
  });
});
