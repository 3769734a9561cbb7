import type { Page } from '@playwright/test';
import { apiToken, expect } from './fixtures';

export type SavedReceipt = { id: string; number: string };

/** A manager charges a paid ৳960 receipt through the API: two Kacchi off the menu, with the reason that needs (ADR 0140). */
export async function chargeReceiptAsManager(page: Page, guest: string): Promise<SavedReceipt> {
  const bearer = await apiToken(page, 'manager');
  const saved = await page.request.post('/api/invoices', {
    headers: { authorization: `Bearer ${bearer}` },
    data: {
      customer: { name: guest },
      items: [{ name: 'Kacchi', price: 480, quantity: 2, priceReason: 'Void journey' }],
      amountPaid: 1000,
      paymentMethod: 'Cash',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { invoice } = ((await saved.json()) as { data: { invoice: { _id: string; invoiceNumber: string } } })
    .data;
  return { id: invoice._id, number: invoice.invoiceNumber };
}

/**
 * On the receipt list a manager has open, deletes (voids) the receipt with `reason` in the delete dialog, which
 * first refuses a delete without one (ADR 0155); the receipt leaves the list. Names are exact: two receipts
 * saved in the same second are numbered 20261127184230 and 20261127184230-2.
 */
export async function voidReceiptFromList(page: Page, number: string, reason: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search invoices by number or customer' }).fill(number);
  await page.getByRole('button', { name: `Delete ${number}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Are you sure you want to delete this invoice?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toContainText('Give a reason of 3 to 200 characters to void this receipt.');
  await dialog.getByRole('textbox', { name: 'Reason*' }).fill(reason);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Invoice deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${number}`, exact: true })).toHaveCount(0);
}
