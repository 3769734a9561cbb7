// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawnLater } from './drawn-later';

afterEach(cleanup);

const aTaskLater = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('DrawnLater', () => {
  it('draws the screen around it at once and its section in the next task', async () => {
    render(
      <>
        <h1>Dashboard</h1>
        <DrawnLater>
          <section aria-label="Recent receipts" />
        </DrawnLater>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recent receipts' })).toBeNull();
    await aTaskLater();
    expect(screen.getByRole('region', { name: 'Recent receipts' })).toBeTruthy();
  });
});
