// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form, FormField } from './form-field';

afterEach(cleanup);

/** A cost as typed: the amount is text in its box and a number once saved, as the app's typed amounts are. */
const costSchema = z.object({
  reason: z.string().trim().min(1, 'Reason is required'),
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .transform(Number)
    .pipe(z.number().max(100, 'At most 100')),
});
type Typed = z.input<typeof costSchema>;
type Saved = z.output<typeof costSchema>;
const EMPTY: Typed = { reason: '', amount: '' };

function Fields() {
  return (
    <>
      <FormField name="reason" label="Reason" />
      <FormField name="amount" label="Amount" inputMode="decimal" />
    </>
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, text: string) => fireEvent.input(box(name), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Form', () => {
  it('checks the boxes with the schema, shows each error at its box, and re-checks a box as it changes', async () => {
    const onSubmit = vi.fn();
    render(
      <Form schema={costSchema} defaultValues={EMPTY} onSubmit={onSubmit}>
        <Fields />
        <button type="submit">Save</button>
      </Form>,
    );
    type('Amount', '250');
    save();
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(screen.getByText('At most 100')).toBeTruthy();
    expect(box('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    // After a failed save a box is checked again as it is typed in: react-hook-form's default, which the Form
    // keeps by passing on only the options a form sets.
    type('Reason', 'Gas cylinder');
    await waitFor(() => expect(screen.queryByText('Reason is required')).toBeNull());
    expect(screen.getByText('At most 100')).toBeTruthy();
  });

  it("hands the schema's output to onSubmit, with the form, which can empty itself after the save", async () => {
    const saved: Saved[] = [];
    render(
      <Form
        schema={costSchema}
        defaultValues={EMPTY}
        onSubmit={(cost, form) => {
          saved.push(cost);
          form.reset(EMPTY);
        }}
      >
        <Fields />
        <button type="submit">Save</button>
      </Form>,
    );
    type('Reason', ' Gas cylinder ');
    type('Amount', '40.50');
    save();
    await waitFor(() => expect(saved).toEqual([{ reason: 'Gas cylinder', amount: 40.5 }]));
    await waitFor(() => expect(box('Reason').value).toBe(''));
    expect(box('Amount').value).toBe('');
  });

  it("is submitted by a button outside it that names the form's id, as a dialog's footer does", async () => {
    const onSubmit = vi.fn();
    render(
      <>
        <Form
          id="cost-form"
          schema={costSchema}
          defaultValues={{ reason: 'Gas', amount: '12' }}
          onSubmit={onSubmit}
        >
          <Fields />
        </Form>
        <button type="submit" form="cost-form">
          Save
        </button>
      </>,
    );
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ reason: 'Gas', amount: 12 });
  });

  it('takes a failed save quietly and submits again on the next try', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(
      <Form schema={costSchema} defaultValues={{ reason: 'Gas', amount: '12' }} onSubmit={onSubmit}>
        <Fields />
        <button type="submit">Save</button>
      </Form>,
    );
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('fills the boxes again when the record it edits arrives or changes', async () => {
    const form = (values: Typed) => (
      <Form schema={costSchema} values={values} onSubmit={vi.fn()} aria-label="Edit cost">
        <Fields />
      </Form>
    );
    const { rerender } = render(form(EMPTY));
    expect(screen.getByRole('form', { name: 'Edit cost' }).getAttribute('novalidate')).not.toBeNull();
    rerender(form({ reason: 'Gas', amount: '12.00' }));
    await waitFor(() => expect(box('Reason').value).toBe('Gas'));
    expect(box('Amount').value).toBe('12.00');
  });

  it('checks with a schema it loads at the first check, so a first screen draws before zod arrives', async () => {
    const load = vi.fn(async () => costSchema);
    const onSubmit = vi.fn();
    render(
      <Form schema={load} defaultValues={EMPTY} onSubmit={onSubmit}>
        <Fields />
        <button type="submit">Save</button>
      </Form>,
    );
    expect(load).not.toHaveBeenCalled();
    save();
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    type('Reason', 'Gas');
    type('Amount', '12');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ reason: 'Gas', amount: 12 });
  });

  it('hands the errors to onInvalid, and keeps its submit from a form it was drawn inside', async () => {
    const onInvalid = vi.fn();
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <div onSubmit={outerSubmit}>
        <Form schema={costSchema} defaultValues={EMPTY} onSubmit={vi.fn()} onInvalid={onInvalid}>
          <Fields />
          <button type="submit">Save</button>
        </Form>
      </div>,
    );
    save();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(Object.keys(onInvalid.mock.calls[0]![0]).sort()).toEqual(['amount', 'reason']);
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});

describe('a number box', () => {
  it('keeps letters typed into it ("1ooo") and shows itself invalid with the reason, instead of dropping them', async () => {
    render(
      <Form schema={costSchema} defaultValues={EMPTY} onSubmit={vi.fn()}>
        <FormField name="amount" label="Cash received" type="number" min={0} step={0.01} />
      </Form>,
    );
    type('Cash received', '1ooo');
    expect(box('Cash received').value).toBe('1ooo');
    expect(await screen.findByText('Not a number: type digits only, like 1000.')).toBeTruthy();
    expect(box('Cash received').getAttribute('aria-invalid')).toBe('true');
    expect(box('Cash received').getAttribute('inputmode')).toBe('decimal');

    type('Cash received', '1000');
    await waitFor(() => expect(screen.queryByText('Not a number: type digits only, like 1000.')).toBeNull());
    expect(box('Cash received').getAttribute('aria-invalid')).toBeNull();
  });

  it('takes Bengali digits, as a Bangla keyboard types them, as the ASCII ones the form saves', async () => {
    const onSubmit = vi.fn();
    render(
      <Form schema={costSchema} defaultValues={{ reason: 'Gas', amount: '' }} onSubmit={onSubmit}>
        <FormField name="amount" label="Amount" type="number" />
        <button type="submit">Save</button>
      </Form>,
    );
    type('Amount', '৪২.৫০');
    expect(box('Amount').value).toBe('42.50');
    expect(box('Amount').getAttribute('aria-invalid')).toBeNull();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ reason: 'Gas', amount: 42.5 });
  });
});

describe('a phone box', () => {
  it('takes Bengali digits as ASCII ones, where they were typed, and leaves the rest as typed', () => {
    render(
      <Form schema={z.object({ phone: z.string() })} defaultValues={{ phone: '' }} onSubmit={vi.fn()}>
        <FormField name="phone" label="Phone" type="tel" />
      </Form>,
    );
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    // Typed up to the space, the caret there.
    fireEvent.input(phone, { target: { value: '+৮৮০ ১৭১২-৩৪৫৬৭৮', selectionStart: 4, selectionEnd: 4 } });
    expect(phone.value).toBe('+880 1712-345678');
    // The caret stays where the typing was: each digit is one character in either script.
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([4, 4]);
  });
});
