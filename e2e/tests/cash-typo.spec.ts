import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  chargeButton,
  chargePanel,
  dishButton,
  putRestOnCredit,
  startCounterServer,
} from '../support/counter';
import type { RunningServer } from '../support/server';

// Issue 32 finding 10: a cashier typed "1ooo" as the cash received; the box kept "1" and Create Receipt saved a
// ৳954 Due/Credit receipt for an anonymous walk-in. The box now says it holds no number, nothing unpaid goes on
// credit by itself, and a walk-in takes no credit (ADR 0147, 0148).
let server: RunningServer;
let managerToken: string;
test.beforeAll(async ({ request }) => {
  ({ server, managerToken } = await startCounterServer(request, [['Morog Polao', 'Polao', 477]]));
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

/** How many receipts the walk-in has, as the receipts list counts them. */
async function walkInReceipts(page: Page): Promise<number> {
  const response = await page.request.get(`${server.url}/api/invoices?customer=Walk-in`, {
    headers: { authorization: `Bearer ${managerToken}` },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} cash typed as "1ooo" leaves the box invalid and the walk-in's ৳954 bill unsaved`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
    await page.goto(`${server.url}/dashboard/invoices/new`);
    await dishButton(page, 'Morog Polao').click();
    await dishButton(page, 'Morog Polao').click();
    await expect(page.getByTestId('total')).toHaveText('৳954.00');
    const before = await walkInReceipts(page);

    await chargeButton(page).click();
    const panel = chargePanel(page);
    const cash = panel.getByRole('textbox', { name: 'Amount Paid' });
    const create = panel.getByRole('button', { name: 'Create Receipt' });
    await cash.fill('');
    await cash.pressSequentially('1ooo');
    await expect(cash).toHaveValue('1ooo');
    await expect(cash).toHaveAttribute('aria-invalid', 'true');
    await expect(cash).toHaveAccessibleDescription('Not a number: type digits only, like 1000.');
    await expect(create).toBeDisabled();
    expect(await walkInReceipts(page)).toBe(before);

    // Read as 1, it still is no credit: the rest is refused, and Credit is refused to a walk-in.
    await cash.fill('1');
    await expect(cash).not.toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByTestId('amount-due')).toHaveText('৳953.00');
    await expect(panel.getByRole('alert')).toContainText('take the ৳953.00 left, or choose Credit for it');
    await expect(create).toBeDisabled();
    await putRestOnCredit(panel);
    await expect(panel.getByRole('alert')).toHaveText(
      "Credit needs the customer's phone number: a walk-in pays the whole bill now.",
    );
    await expect(create).toBeDisabled();
    expect(await walkInReceipts(page)).toBe(before);

    // What the cashier meant: ৳1,000 cash, ৳46 change, paid.
    await panel.getByRole('button', { name: 'Remove payment 1' }).click();
    await panel.getByRole('group', { name: 'Payment Method' }).getByRole('button', { name: 'Cash' }).click();
    await cash.fill('1000');
    await expect(panel.getByTestId('change')).toHaveText('৳46.00');
    await create.click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('Change Returned৳46.00');
    await expect(receipt).toContainText('PAID');
    expect(await walkInReceipts(page)).toBe(before + 1);
  });
}
