import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { chargeButton, chargePanel, dishButton } from '../support/counter';
import { printedDocuments, printToPdf, recordPrints } from '../support/print';
import { startServer, type RunningServer } from '../support/server';

// A dine-in table at the counter: held, a second round added, a kitchen ticket per round with only what the
// kitchen has not had, then charged by bKash and cash with change. A due receipt is settled later.
let server: RunningServer;
let managerToken: string;
test.beforeAll(async ({ request }) => {
  server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager], { business: BUSINESS });
  const admin = await tokenOf(request, 'admin');
  managerToken = await tokenOf(request, 'manager');
  for (const [name, category, price] of [
    ['Beef Tehari', 'Biriyani', 230],
    ['Basmoti Kacchi', 'Kacchi', 420],
    ['Borhani', 'Desert & Drinks', 80],
  ] as const) {
    const created = await request.post(`${server.url}/api/recipes`, {
      data: { name, category, price, image: 'https://images.example.com/d.jpg' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
});
test.afterAll(() => server.stop());

async function tokenOf(request: APIRequestContext, role: 'admin' | 'manager') {
  const { email, password } = ACCOUNTS[role];
  const response = await request.post(`${server.url}/api/auth/login`, { data: { email, password } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Prints the kitchen ticket on screen and checks the printed page is 80 mm with the ticket inside 72 mm. */
async function printTicket(page: Page, testInfo: TestInfo, round: number) {
  const dialog = page.getByRole('dialog', { name: `Kitchen ticket, round ${round}` });
  await dialog.getByRole('button', { name: 'Print ticket' }).click();
  await expect(dialog).toBeHidden();
  const printed = await printedDocuments(page);
  const {
    pages,
    receipt: onPage,
    overflowing,
    pdf,
  } = await printToPdf(page, server.url, printed.at(-1)!, 'kitchen-ticket');
  await testInfo.attach(`kitchen ticket round ${round} (80 mm)`, {
    body: pdf,
    contentType: 'application/pdf',
  });
  expect(pages).toHaveLength(1);
  expect(Math.abs(pages[0]!.widthMm - 80)).toBeLessThan(0.2);
  expect(onPage.left).toBeGreaterThanOrEqual(4 - 0.1);
  expect(onPage.right).toBeLessThanOrEqual(76 + 0.1);
  expect(overflowing).toEqual([]);
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

    // Round 2: only the added dish goes to the kitchen.
    await dishButton(page, 'Borhani').click();
    await page.getByRole('button', { name: 'Send to kitchen' }).click();
    const second = page.getByTestId('kitchen-ticket');
    await expect(second).toContainText('KITCHEN · ROUND 2');
    await expect(second).toContainText('1 × Borhani');
    await expect(second).not.toContainText('Beef Tehari');
    await printTicket(page, testInfo, 2);
    await expect(page.getByTestId('total')).toHaveText('৳730.00');

    // Charge: ৳300 by bKash, then ৳500 cash for the rest: ৳70 change.
    await chargeButton(page).click();
    const panel = chargePanel(page);
    await panel.getByRole('button', { name: 'bKash' }).click();
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
