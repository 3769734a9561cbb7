import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { chargeButton, chargePanel, dishButton, startCounterServer } from '../support/counter';
import { expectLastPrintOn80mm, printedDocuments, printToPdf, recordPrints } from '../support/print';
import { apiTokenOn, type RunningServer } from '../support/server';

// Issue 34: a manager's evening. Receipts charged by cash, card and bKash, a pay-out, the X report, the drawer
// counted by note, the close and its Z report printed; then the day is frozen until an admin reopens it.
test.use({ baseURL: undefined });

const DISHES = [['Kacchi plate', 'Kacchi', 400]] as const;
const receiptHeading = (page: Page) => page.getByRole('heading', { name: 'Receipt', exact: true });

/** Charges one Kacchi plate at the counter by the given tender, and starts a new order. */
async function chargeOne(page: Page, tender: 'Cash' | 'Card' | 'bKash') {
  await dishButton(page, 'Kacchi plate').click();
  await chargeButton(page).click();
  const panel = chargePanel(page);
  if (tender === 'Cash') await panel.getByRole('button', { name: 'Exact' }).click();
  else await panel.getByRole('button', { name: tender, exact: true }).click();
  if (tender === 'bKash')
    await panel
      .getByRole('textbox', { name: 'Transaction ID' })
      .fill(crypto.randomBytes(5).toString('hex').toUpperCase());
  await panel.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(receiptHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'New order' }).click();
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    let server: RunningServer;
    let managerToken: string;
    let adminToken: string;
    let riceId: string;
    test.beforeAll(async ({ request }) => {
      ({ server, managerToken } = await startCounterServer(request, DISHES));
      adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
      // Rice received on credit: its supplier is owed ৳300.
      const intake = await request.post(`${server.url}/api/inventory`, {
        headers: { authorization: `Bearer ${adminToken}` },
        data: [{ name: 'Rice', category: 'Vegetable', quantity: 10, price: 60, dueTk: 300 }],
      });
      expect(intake.status()).toBe(201);
      riceId = (await intake.json()).data.items[0]._id;
    });
    const riceDue = async () => {
      const response = await fetch(`${server.url}/api/inventory/${riceId}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      return ((await response.json()) as { data: { item: { dueTk: number } } }).data.item.dueTk;
    };
    test.afterAll(() => server.stop());

    test('a manager charges by three tenders, pays out, reads the X report, counts the drawer, closes and prints the Z; the day is frozen until an admin reopens it', async ({
      page,
    }, testInfo) => {
      await recordPrints(page);
      await page.addInitScript((value) => window.localStorage.setItem('token', value), managerToken);
      await page.goto(`${server.url}/dashboard/invoices/new`);
      await chargeOne(page, 'Cash');
      await chargeOne(page, 'Card');
      await chargeOne(page, 'bKash');

      await page.goto(`${server.url}/dashboard/day`);
      const x = page.getByTestId('x-report');
      // Nothing closed before: the float defaults to ৳0; the manager sets ৳100 of change, with why.
      await expect(x.getByTestId('opening-float-source')).toHaveText('Left in the drawer at the last close');
      const float = page.getByRole('form', { name: 'Set today’s opening float' });
      await float.getByLabel('Opening float (taka)').fill('100');
      await float.getByLabel('Why it differs from the default').fill('Change from the bank');
      await float.getByRole('button', { name: 'Set the float' }).click();
      await expect(x.getByTestId('opening-float')).toContainText('৳100.00');
      await expect(x.getByTestId('opening-float-source')).toContainText(': Change from the bank');
      await expect(x.getByTestId('opening-float-source')).toContainText('Set by ');

      await page.getByRole('button', { name: 'Pay in or out' }).click();
      const payOut = page.getByRole('dialog', { name: 'Money into or out of the drawer' });
      await payOut.getByLabel('Pay-in or pay-out').selectOption('pay-out');
      await payOut.getByLabel('Amount (taka)').fill('150');
      await payOut.getByLabel('Reason').fill('Gas cylinder');
      await payOut.getByRole('button', { name: 'Save' }).click();
      await expect(payOut).toBeHidden();
      // ৳100 of the rice supplier's ৳300 paid from the drawer: the rice owes ৳200, and no extra cost is booked.
      await page.getByRole('button', { name: 'Pay in or out' }).click();
      await payOut.getByLabel('Amount (taka)').fill('100');
      await payOut.getByLabel('Reason').fill('Rice supplier');
      await payOut
        .getByLabel('Supplier (stock item)')
        .selectOption({ label: 'Rice, Not specified (owed ৳300.00)' });
      await payOut.getByRole('button', { name: 'Save' }).click();
      await expect(payOut).toBeHidden();
      await expect(page.getByText('Pay-out ৳100.00 to Not specified for Rice: Rice supplier')).toBeVisible();
      expect(await riceDue()).toBe(200);
      // A pay-in entered by mistake is voided, with why: it leaves every figure.
      await page.getByRole('button', { name: 'Pay in or out' }).click();
      await payOut.getByLabel('Pay-in or pay-out').selectOption('pay-in');
      await payOut.getByLabel('Amount (taka)').fill('20');
      await payOut.getByLabel('Reason').fill('Typo');
      await payOut.getByRole('button', { name: 'Save' }).click();
      await expect(payOut).toBeHidden();
      await page.getByRole('button', { name: 'Void Pay-in ৳20.00: Typo' }).click();
      const voiding = page.getByRole('dialog', { name: 'Void Pay-in ৳20.00' });
      await voiding.getByLabel('Why void it').fill('Entered by mistake');
      await voiding.getByRole('button', { name: 'Void' }).click();
      await expect(voiding).toBeHidden();
      // The toasts leave once the pointer is off them: on a tablet they sit over the Z report's print buttons.
      await page.mouse.move(0, 0);
      await expect(page.getByText('Voided', { exact: true })).toBeHidden();

      await expect(x.getByTestId('sale-Cash')).toContainText('৳400.00');
      await expect(x.getByTestId('sale-Card')).toContainText('৳400.00');
      await expect(x.getByTestId('sale-bKash')).toContainText('৳400.00');
      await expect(x.getByTestId('pay-outs')).toContainText('2 × ৳250.00');
      await expect(x.getByTestId('pay-ins')).toContainText('0 × ৳0.00');
      // ৳100 float and ৳400 cash taken, ৳150 and ৳100 paid out.
      await expect(x.getByTestId('expected-cash')).toContainText('৳250.00');
      // The figure the drawer is counted against reads larger than every line above it.
      const fontSize = (testId: string) =>
        x.getByTestId(testId).evaluate((row) => parseFloat(getComputedStyle(row).fontSize));
      expect(await fontSize('expected-cash')).toBeGreaterThan(await fontSize('sale-Cash'));

      // ৳250 in notes: 1 × ৳200 and 1 × ৳50; the bKash wallet shows ৳400.
      await page.getByLabel('৳200 notes').fill('1');
      await page.getByLabel('৳50 notes').fill('1');
      await page.getByLabel('bKash balance').fill('400');
      await page.getByLabel('Cash left in the drawer for tomorrow').fill('250');
      await expect(page.getByTestId('check-Cash')).toContainText('৳250.00৳250.00৳0.00');
      await page.getByRole('button', { name: 'Close the day' }).click();

      await expect(page.getByRole('heading', { name: 'Z report #1', exact: true })).toBeVisible();
      const z = page.getByTestId('z-report');
      await expect(z.getByTestId('difference-Cash')).toContainText('৳0.00');
      await page.getByRole('button', { name: 'Print (80 mm)' }).click();
      await expect.poll(async () => (await printedDocuments(page)).length).toBe(1);
      await expectLastPrintOn80mm(page, server.url, testInfo, 'Z report (80 mm)', 'z-report');
      await page.getByRole('button', { name: 'Print (A4)' }).click();
      await expect.poll(async () => (await printedDocuments(page)).length).toBe(2);
      const a4 = await printToPdf(page, server.url, (await printedDocuments(page))[1]!, 'z-report');
      expect(Math.round(a4.pages[0]!.widthMm)).toBe(210);
      expect(a4.overflowing).toEqual([]);

      // The day is closed: editing one of its receipts is refused with the Z number.
      await page.goto(`${server.url}/dashboard/invoices`);
      const row = page.getByRole('row').filter({ hasText: '৳400.00' }).first();
      await row.getByRole('link', { name: /^Edit / }).click();
      await expect(page.getByRole('heading', { name: 'Edit Receipt' })).toBeVisible();
      await page.getByLabel('Quantity of Kacchi plate').fill('2');
      await chargeButton(page).click();
      // The newest receipt, paid by bKash: the wallet pays the new total.
      await chargePanel(page).getByRole('textbox', { name: 'Amount Paid' }).fill('800');
      await chargePanel(page).getByRole('button', { name: 'Update Receipt' }).click();
      await expect(chargePanel(page)).toContainText('Z report #1');

      // An admin reopens it with a reason, in a tab of their own.
      const admin = await page.context().newPage();
      await admin.addInitScript((value) => window.localStorage.setItem('token', value), adminToken);
      await admin.goto(`${server.url}/dashboard/day/z/1`);
      await admin.getByRole('button', { name: 'Reopen the day' }).click();
      const reopen = admin.getByRole('dialog', { name: /^Reopen / });
      await reopen.getByLabel('Why reopen it').fill('A receipt was keyed wrong');
      await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
      await expect(reopen).toBeHidden();
      await expect(admin.getByRole('button', { name: 'Reopen the day' })).toBeHidden();
      // The toast saying so sits over the header's links at the top right until it goes (a pointer over it keeps
      // it there, as a click's aim would): the History link is pressed once it has gone.
      await expect(admin.getByText('The day is open again')).toBeHidden({ timeout: 15_000 });
      // The day's history: its close and the reopening with why.
      await admin.getByRole('link', { name: /^History/ }).click();
      await expect(admin.getByRole('main')).toContainText('A receipt was keyed wrong');
      await admin.goto(`${server.url}/dashboard`);
      await expect(admin.getByTestId('today-status')).toContainText('Today is open');
    });
  });
}
