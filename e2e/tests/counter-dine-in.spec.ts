import crypto from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  chargeButton,
  chargePanel,
  dishButton,
  putRestOnCredit,
  startCounterServer,
} from '../support/counter';
import { expectLastPrintOn80mm, recordPrints } from '../support/print';
import { type RunningServer } from '../support/server';

// A dine-in table at the counter: held, a second round added, a kitchen ticket per round with only what the
// kitchen has not had, then charged by bKash and cash with change. A due receipt is settled later.
let server: RunningServer;
let managerToken: string;
test.beforeAll(async ({ request }) => {
  ({ server, managerToken } = await startCounterServer(request, [
    ['Beef Tehari', 'Biriyani', 230],
    ['Basmoti Kacchi', 'Kacchi', 420],
    ['Borhani', 'Desert & Drinks', 80],
  ]));
});
test.afterAll(() => server.stop());

/** Prints the kitchen ticket on screen and checks the printed page is 80 mm with the ticket inside 72 mm. */
async function printTicket(page: Page, testInfo: TestInfo, round: number) {
  const dialog = page.getByRole('dialog', { name: `Kitchen ticket, round ${round}` });
  await dialog.getByRole('button', { name: 'Print ticket' }).click();
  await expect(dialog).toBeHidden();
  await expectLastPrintOn80mm(
    page,
    server.url,
    testInfo,
    `kitchen ticket round ${round} (80 mm)`,
    'kitchen-ticket',
  );
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} a table is held, gets two kitchen rounds and is paid by bKash and cash with change`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await recordPrints(page);
    await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
    await page.goto(`${server.url}/dashboard/invoices/new`);
    const table = `T${crypto.randomBytes(2).toString('hex')}`;

    // Round 1: two dishes, held for the table.
    await dishButton(page, 'Beef Tehari').click();
    await dishButton(page, 'Basmoti Kacchi').click();
    await page.getByRole('button', { name: 'Hold', exact: true }).click();
    const hold = page.getByRole('dialog', { name: 'Hold the order' });
    await hold.getByLabel('Table').fill(table);
    await hold.getByRole('button', { name: 'Hold for table' }).click();
    await expect(page.getByText(`Held: Table ${table}`)).toBeVisible();
    await expect(page.getByText('Tap dishes in the menu, or search for them, to add them.')).toBeVisible();

    // Not a sale yet: reopened from the open orders with one tap.
    await page.getByRole('link', { name: 'Open orders' }).click();
    await page.getByRole('link', { name: `Table ${table}` }).click();
    await expect(page.getByRole('heading', { name: `Order: Table ${table}` })).toBeVisible();
    await page.getByRole('button', { name: 'Send to kitchen' }).click();
    const first = page.getByTestId('kitchen-ticket');
    await expect(first).toContainText(`Table ${table}`);
    await expect(first).toContainText('1 × Beef Tehari');
    await expect(first).toContainText('1 × Basmoti Kacchi');
    await expect(first).not.toContainText('৳');
    await printTicket(page, testInfo, 1);

    // Round 2: only the added dish goes to the kitchen, with its note.
    await dishButton(page, 'Borhani').click();
    await page.getByRole('button', { name: 'Kitchen note for Borhani' }).click();
    await page.getByLabel('Note for Borhani', { exact: true }).fill('Less sugar');
    await page.getByRole('button', { name: 'Send to kitchen' }).click();
    const second = page.getByTestId('kitchen-ticket');
    await expect(second).toContainText('KITCHEN · ROUND 2');
    await expect(second).toContainText('1 × Borhani');
    await expect(second).toContainText('Less sugar');
    await expect(second).not.toContainText('Beef Tehari');
    await printTicket(page, testInfo, 2);
    await expect(page.getByTestId('total')).toHaveText('৳730.00');

    // Charge: ৳300 by bKash, then ৳500 cash for the rest: ৳70 change.
    await chargeButton(page).click();
    const panel = chargePanel(page);
    await panel.getByRole('button', { name: 'bKash' }).click();
    // A wallet's transaction ID is what is typed next; the amount is typed after the focus has moved there.
    await expect(panel.getByLabel('Transaction ID')).toBeFocused();
    await panel.getByLabel('Amount Paid').fill('300');
    const trx = crypto.randomBytes(5).toString('hex').toUpperCase();
    await panel.getByLabel('Transaction ID').fill(trx);
    await panel.getByRole('button', { name: 'Split: add a payment' }).click();
    await expect(panel.getByRole('button', { name: 'Cash' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: '৳500.00' }).click();
    await expect(page.getByTestId('change')).toHaveText('৳70.00');
    await panel.getByRole('button', { name: 'Create Receipt' }).click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('Basmoti Kacchi');
    await expect(receipt).toContainText('Borhani');
    await expect(receipt.getByTestId('receipt-tender')).toHaveCount(2);
    await expect(receipt).toContainText(trx);
    await expect(receipt).toContainText('Change Returned৳70.00');
    await expect(receipt).toContainText('PAID');

    await page.goto(`${server.url}/dashboard/orders`);
    await expect(page.getByRole('link', { name: `Table ${table}` })).toHaveCount(0);
  });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} a receipt left Due is settled later from the receipt by bKash`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
    await page.goto(`${server.url}/dashboard/invoices/new`);
    await dishButton(page, 'Basmoti Kacchi').click();
    // Credit is for a regular the restaurant can reach (ADR 0147), on their account by name (issue 35).
    await page.getByRole('combobox', { name: 'Customer Name*' }).fill('Due regular');
    await page.getByLabel('Phone Number').fill('01711000666');
    await chargeButton(page).click();
    const panel = chargePanel(page);
    await panel.getByLabel('Amount Paid').fill('100');
    await expect(page.getByTestId('amount-due')).toHaveText('৳320.00');
    await putRestOnCredit(panel);
    await panel.getByRole('button', { name: 'Create Receipt' }).click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('Amount Due৳320.00');
    await expect(receipt).toContainText('DUE');

    await page.getByRole('button', { name: 'Take payment: ৳320.00 due' }).click();
    const payment = page.getByRole('form', { name: 'Payment received' });
    await expect(payment.getByLabel('Amount Paid')).toHaveValue('320');
    await payment.getByRole('button', { name: 'bKash' }).click();
    await payment.getByLabel('Transaction ID').fill(crypto.randomBytes(5).toString('hex').toUpperCase());
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(receipt).toContainText('PAID');
    await expect(receipt).not.toContainText('Amount Due');
    await expect(page.getByRole('button', { name: /^Take payment/ })).toHaveCount(0);
  });
}

test('a held order the kitchen has seen is voided only with a reason, and leaves the open orders', async ({
  page,
}) => {
  await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
  await page.goto(`${server.url}/dashboard/invoices/new`);
  await dishButton(page, 'Beef Tehari').click();
  await page.getByRole('button', { name: 'Hold', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Hold the order' })
    .getByRole('button', { name: 'Takeaway: next token' })
    .click();
  const held = page.getByText(/^Held: Token \d+$/);
  const token = (await held.textContent())!.replace('Held: ', '');
  await page.goto(`${server.url}/dashboard/orders`);
  await page.getByRole('link', { name: token, exact: true }).click();
  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  await page
    .getByRole('dialog', { name: 'Kitchen ticket, round 1' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();

  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const voiding = page.getByRole('dialog', { name: 'Void the order' });
  const voidButton = voiding.getByRole('button', { name: 'Void order' });
  await expect(voidButton).toBeDisabled();
  await voiding.getByLabel('Reason*').fill('Guest left before the food came');
  await voidButton.click();
  await expect(page.getByText(`Voided: ${token}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: token, exact: true })).toHaveCount(0);
  const stored = await page.request.get(`${server.url}/api/orders`, {
    headers: { authorization: `Bearer ${managerToken}` },
  });
  const open = ((await stored.json()) as { data: { orders: { token: number | null }[] } }).data.orders;
  expect(open.map((order) => `Token ${order.token}`)).not.toContain(token);
});
