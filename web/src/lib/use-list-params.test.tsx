// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SEARCH_DEBOUNCE_MS, useListParams } from './use-list-params';

const STATUSES = ['in-stock', 'low-stock'] as const;

/** A customer list as a screen uses it: a search box, a status and a period filter, a pager and row links. */
function CustomerList() {
  const list = useListParams({
    prefix: 'customer',
    filters: {
      status: z.enum(STATUSES).optional().catch(undefined),
      period: z.enum(['today', 'week', 'month']).catch('month'),
    },
  });
  return (
    <>
      <input aria-label="Search customers" {...list.searchInputProps} />
      <output aria-label="State">
        {JSON.stringify({ page: list.page, search: list.search, ...list.filters })}
      </output>
      <button onClick={() => list.setPage(3)}>Page 3</button>
      <button onClick={() => list.setFilters({ status: 'low-stock' })}>Low stock</button>
      <button onClick={() => list.setFilters({ period: 'month' })}>This month</button>
      <Link to="/customers/7">Edit Rahim</Link>
    </>
  );
}

/** Where the router is, and its navigate, as the test's own handle on it. */
type RouterHandle = { url: string; key: string; navigate: NavigateFunction };
function Probe({ handle }: { handle: RouterHandle }) {
  const location = useLocation();
  handle.navigate = useNavigate();
  handle.url = `${location.pathname}${location.search}`;
  handle.key = location.key;
  return null;
}

function renderAt(url: string): RouterHandle {
  const handle = { url } as RouterHandle;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe handle={handle} />
      <Routes>
        <Route path="/customers" element={<CustomerList />} />
        <Route path="/customers/:id" element={<h1>Edit Customer</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return handle;
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'State' }).textContent!) as object;
const searchBox = () => screen.getByRole('textbox', { name: 'Search customers' });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Typing into the focused box replaces its text, as each keystroke does. */
function typeSearch(text: string) {
  act(() => searchBox().focus());
  fireEvent.change(searchBox(), { target: { value: text } });
}
/**
 * A click on a row's link that leaves the focus in the search box (a tap on a touch screen may), so only the
 * debounce can commit what was typed; the row's screen is still loading when it comes due.
 */
/** A click on a row's link, then time enough for a search typed before it to come due. */
function openRow() {
  fireEvent.click(screen.getByRole('link', { name: 'Edit Rahim' }));
  act(() => {
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
  });
}
const urlOf = (router: RouterHandle) => router.url;

describe('useListParams: a list’s page, search and filters in the URL', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts on page 1 with no search and each filter’s default', () => {
    renderAt('/customers');
    expect(state()).toEqual({ page: 1, search: '', period: 'month' });
  });

  it('reads what the URL says under the list’s own names', () => {
    renderAt(
      '/customers?customerPage=4&customerSearch=rahim&customerStatus=low-stock&customerPeriod=week&page=9',
    );
    expect(state()).toEqual({ page: 4, search: 'rahim', status: 'low-stock', period: 'week' });
    expect(searchBox()).toHaveProperty('value', 'rahim');
  });

  it.each(['0', '-2', '2.5', 'abc', '99999999'])(
    'takes page %s, against the contract’s page rule, as page 1, and unknown filter values as defaults',
    (page) => {
      renderAt(`/customers?customerPage=${page}&customerStatus=sold&customerPeriod=decade`);
      expect(state()).toEqual({ page: 1, search: '', period: 'month' });
    },
  );

  it('goes back to page 1 when a filter changes, and a filter set to its default leaves the URL', () => {
    const router = renderAt('/customers?customerPage=5&customerPeriod=week&userPage=2');
    press('Low stock');
    expect(state()).toEqual({ page: 1, search: '', status: 'low-stock', period: 'week' });
    press('Page 3');
    expect(state()).toMatchObject({ page: 3 });
    press('This month');
    expect(state()).toEqual({ page: 1, search: '', status: 'low-stock', period: 'month' });
    // Another list's page on the same screen is left alone.
    expect(urlOf(router)).toBe('/customers?userPage=2&customerStatus=low-stock');
  });

  it('commits a search, trimmed and on page 1, 300 ms after the typing stops', () => {
    const router = renderAt('/customers?customerPage=2');
    typeSearch(' Rah');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    typeSearch(' Rahim ');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(state()).toMatchObject({ page: 2, search: '' });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(state()).toMatchObject({ page: 1, search: 'Rahim' });
    expect(urlOf(router)).toBe('/customers?customerSearch=Rahim');
  });

  it('commits a search at once when the box loses focus, and no late update follows', () => {
    const router = renderAt('/customers');
    typeSearch('Karim');
    act(() => searchBox().blur());
    expect(state()).toMatchObject({ search: 'Karim' });
    const committed = router.key;
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(router.key).toBe(committed);
    expect(urlOf(router)).toBe('/customers?customerSearch=Karim');
  });

  it('lets a click on a row’s link land where it leads when a typed search comes due meanwhile', () => {
    const router = renderAt('/customers');
    typeSearch('Rah');
    openRow();
    expect(screen.getByRole('heading', { name: 'Edit Customer' })).toBeTruthy();
    expect(urlOf(router)).toBe('/customers/7');
  });

  it('keeps the page, search and filters through Back from a row and through a reload', async () => {
    const router = renderAt('/customers');
    press('Low stock');
    typeSearch('Rahim');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    press('Page 3');
    const kept = { page: 3, search: 'Rahim', status: 'low-stock', period: 'month' };
    expect(state()).toEqual(kept);

    openRow();
    expect(screen.getByRole('heading', { name: 'Edit Customer' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(state()).toEqual(kept);
    expect(searchBox()).toHaveProperty('value', 'Rahim');

    const url = urlOf(router);
    cleanup();
    renderAt(url);
    expect(state()).toEqual(kept);
    expect(searchBox()).toHaveProperty('value', 'Rahim');
  });
});
