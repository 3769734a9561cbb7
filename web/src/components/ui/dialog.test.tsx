// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenedOnce } from './dialog';

afterEach(cleanup);

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Charge
      </button>
      <OpenedOnce open={open}>
        <p data-testid="charge-dialog">{open ? 'open' : 'closed'}</p>
      </OpenedOnce>
    </>
  );
}

describe('OpenedOnce', () => {
  it('draws nothing until the dialog first opens, then keeps it drawn when it closes', () => {
    render(<Screen />);
    expect(screen.queryByTestId('charge-dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Charge' }));
    expect(screen.getByTestId('charge-dialog').textContent).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Charge' }));
    // Still there, closed: the native dialog closes itself and gives the focus back.
    expect(screen.getByTestId('charge-dialog').textContent).toBe('closed');
  });
});
