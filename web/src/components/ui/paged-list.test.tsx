// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedList } from './paged-list';

// Preact runs effects after the next frame, by a timer that would outlive the test's document: fake timers
// drop it with the rest (as use-list-params.test.tsx does).
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

type Page = { rows: string[]; total: number; page: number; limit: number };
const query = (data?: Page) => ({
  data,
  error: null,
  errorUpdatedAt: 0,
  isError: false,
  isPending: !data,
  isPlaceholderData: false,
  refetch: () => undefined,
});

function Costs({ data }: { data?: Page }) {
  return (
    <PagedList
      query={query(data)}
      rowsOf={(page) => page.rows}
      page={1}
      onPageChange={() => undefined}
      failure={{ log: 'costs' }}
      pageSize={10}
      rememberAs="costs:month"
    >
      {(rows, loading, placeholderRows) => (
        <output aria-label="list">{loading ? `room for ${placeholderRows}` : rows.join(',')}</output>
      )}
    </PagedList>
  );
}

describe('a paged list loading cold', () => {
  it('holds room for a full page the first time, then for as many rows as the last visit had', () => {
    const first = render(<Costs />);
    expect(screen.getByRole('status', { name: 'list' }).textContent).toBe('room for 10');
    expect(document.querySelector('[aria-hidden] nav')).not.toBeNull();
    first.rerender(
      <Costs data={{ rows: ['Gas', 'Rent', 'Ice', 'Tea', 'Salt'], total: 5, page: 1, limit: 10 }} />,
    );
    expect(screen.getByRole('status', { name: 'list' }).textContent).toBe('Gas,Rent,Ice,Tea,Salt');
    first.unmount();

    render(<Costs />);
    expect(screen.getByRole('status', { name: 'list' }).textContent).toBe('room for 5');
    // One page last time: no pager's room is held either.
    expect(document.querySelector('[aria-hidden] nav')).toBeNull();
  });
});
