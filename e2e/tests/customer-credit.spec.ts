import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chargeButton, chargePanel, dishButton, startCounterServer } from '../support/counter';
import { expectLastPrintOn80mm, printedDocuments, printToPdf, recordPrints } from '../support/print';
import { ACCOUNTS } from '../support/accounts';
import { apiTokenOn, type Account, type RunningServer } from '../support/server';
import { tooSmall } from '../support/touch';

// Issue 35: a regular eats on baki twice, settles part of it by bKash at the counter, and the manager reads the
// account's statement with its running balance and finds the regular on the dues list.
test.use({ baseURL: undefined });

const DISHES = [['Beef tehari', 'Kacchi', 250]] as const;
const PIN = '582914';
const CASHIER: Account = {
  name: 'Kamal Cashier',
  email: 'cashier@e2e.dastarkhan.test',
  password: 'cashier-pass-123',
  role: 'cashier',
};
const newPhone = () => `0181${crypto.randomInt(1_000_000, 9_999_999)}`;
const receiptHeading = (page: Page) => page.getByRole('heading', { name: 'Receipt', exact: true });

/** Charges the order on the counter wholly on credit, to the customer of `phone` (added with `name` if new). */
async function chargeOnCredit(page: Page, phone: string, name?: string) {
  await chargeButton(page).click();
  const panel = chargePanel(page);
  await panel.getByRole('group', { name: 'Payment Method' }).getByRole('button', { name: 'Credit' }).click();
  const credit = panel.getByRole('region', { name: /^Credit goes on a customer’s account/ });
  await credit.getByRole('textbox', { name: 'Customer’s phone for credit' }).fill(phone);
  if (name) {
    await expect(credit).toContainText('No customer with this phone yet');
    await credit.getByRole('textbox', { name: 'Customer’s name' }).fill(name);
  }
  return panel;
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    // The tablet is a touch screen: every control on the account's screens must take a finger.
    test.use({ viewport, hasTouch: viewport.width < 1000 });
    let server: RunningServer;
    let managerToken: string;
    let adminToken: string;
    let cashierToken: string;
    test.beforeAll(async ({ request }) => {
      ({ server, managerToken } = await startCounterServer(request, DISHES, { others: [CASHIER] }));
      adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
      cashierToken = await apiTokenOn(server.url, CASHIER);
      const pin = await request.put(`${server.url}/api/settings/approval-pin`, {
        data: { pin: PIN, password: ACCOUNTS.admin.password },
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(pin.ok(), await pin.text()).toBe(true);
    });
    test.afterAll(() => server.stop());

    test('a regular eats on credit twice, pays part by bKash at the counter, and the statement, dues list and prints follow', async ({
      page,
    }, testInfo) => {
      const phone = `0171${crypto.randomInt(1_000_000, 9_999_999)}`;
      await recordPrints(page);
      await page.addInitScript((value) => window.localStorage.setItem('token', value), managerToken);
      await page.goto(`${server.url}/dashboard/invoices/new`);

      // First visit: a walk-in's credit asks for the phone; a number that is no BD mobile is the server's to
      // refuse, said in a toast; then a new customer is added with a name.
      await dishButton(page, 'Beef tehari').click();
      let panel = await chargeOnCredit(page, '01712');
      await panel.getByRole('button', { name: 'Create Receipt' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: 'Bangladeshi mobile number' })).toBeVisible();
      await panel.getByRole('textbox', { name: 'Customer’s phone for credit' }).fill(phone);
      await expect(panel).toContainText('No customer with this phone yet');
      await panel.getByRole('textbox', { name: 'Customer’s name' }).fill('Rahim Regular');
      await panel.getByRole('button', { name: 'Create Receipt' }).click();
      await expect(receiptHeading(page)).toBeVisible();
      await expect(page.getByTestId('receipt')).toContainText('DUE');
      await page.getByRole('button', { name: 'New order' }).click();

      // Second visit: the phone finds the account and says what is owed already.
      await dishButton(page, 'Beef tehari').click();
      await dishButton(page, 'Beef tehari').click();
      panel = await chargeOnCredit(page, phone);
      await expect(panel.getByTestId('credit-customer')).toHaveText(
        'On account: Rahim Regular, owes ৳250.00',
      );
      await panel.getByRole('button', { name: 'Create Receipt' }).click();
      await expect(receiptHeading(page)).toBeVisible();
      await page.getByRole('button', { name: 'New order' }).click();

      // ৳300 by bKash at the counter: the oldest receipt is paid, ৳50 goes on the second.
      await page.getByRole('link', { name: 'Receive payment' }).click();
      await page.getByRole('combobox', { name: 'Customer’s name or phone' }).fill(phone);
      await page.getByRole('option', { name: /Rahim Regular/ }).click();
      await expect(page.getByTestId('receive-owes')).toHaveText('Rahim Regular owes ৳750.00.');
      await page.getByRole('button', { name: 'Receive payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Receive a payment from Rahim Regular' });
      await dialog.getByRole('textbox', { name: 'Amount received (taka)' }).fill('300');
      await dialog.getByRole('group', { name: 'Tender' }).getByRole('button', { name: 'bKash' }).click();
      await dialog.getByRole('button', { name: 'Receive payment' }).click();
      await expect(dialog.getByText('A bKash or Nagad payment needs its transaction ID')).toBeVisible();
      await dialog
        .getByRole('textbox', { name: 'Transaction ID' })
        .fill(`BK${crypto.randomBytes(4).toString('hex').toUpperCase()}`);
      await dialog.getByRole('button', { name: 'Receive payment' }).click();
      const moneyReceipt = page.getByTestId('money-receipt');
      await expect(moneyReceipt).toContainText('Received৳300.00');
      await expect(moneyReceipt.getByTestId('money-receipt-after')).toHaveText('Owed now৳450.00');
      const allocations = moneyReceipt.getByTestId('money-receipt-allocations').getByRole('listitem');
      await expect(allocations).toHaveCount(2);
      await expect(allocations.nth(0)).toContainText('(paid)৳250.00');
      await expect(allocations.nth(1)).toContainText('(still due)৳50.00');
      await page.getByRole('button', { name: 'Print money receipt' }).click();
      await expect
        .poll(async () => (await page.evaluate(() => window.__printedDocuments?.length)) ?? 0)
        .toBe(1);
      await expectLastPrintOn80mm(page, server.url, testInfo, 'money receipt', 'money-receipt');
      await page
        .getByRole('dialog', { name: /^Money receipt / })
        .getByRole('button', { name: 'Close' })
        .click();

      // The dashboard's total receivable, and the dues list: the regular with what they owe, all of it under 30
      // days old.
      await page.goto(`${server.url}/dashboard`);
      await expect(page.getByTestId('dashboard-receivable')).toHaveText('৳450.00');
      await page.goto(`${server.url}/dashboard/dues`);
      await expect(page.getByTestId('total-receivable')).toHaveText('৳450.00');
      const row = page.getByRole('row').filter({ hasText: 'Rahim Regular' });
      await expect(row.getByRole('cell')).toHaveText([
        'Rahim Regular',
        phone,
        '৳450.00',
        '৳450.00',
        '৳0.00',
        '৳0.00',
        '৳0.00',
        /^\d{2} \w{3} \d{4}$/,
      ]);
      if (viewport.width < 1000) expect(await tooSmall(page)).toEqual([]);
      // Searched by phone, and by a name that owes nothing.
      const search = page.getByRole('searchbox', { name: 'Search by name or phone' });
      await search.fill('Nobody Owes');
      await expect(page.getByText('No customer with a balance matches your search.')).toBeVisible();
      await search.fill(phone);
      await expect(page.getByRole('row')).toHaveCount(2);
      await row.getByRole('link', { name: 'Account of Rahim Regular' }).click();

      // The account: the balance and this month's statement, oldest first, with the running balance.
      await expect(page.getByRole('heading', { name: 'Rahim Regular: account' })).toBeVisible();
      await expect(page.getByTestId('account-balance')).toHaveText('৳450.00');
      await expect(page.getByTestId('opening-balance')).toContainText('৳0.00');
      const entries = page.getByRole('table', { name: 'Statement entries, oldest first' }).getByRole('row');
      await expect(page.getByTestId('entry-balance')).toHaveText(['৳250.00', '৳750.00', '৳450.00']);
      await expect(entries.nth(3)).toContainText('-৳300.00');
      await expect(page.getByTestId('closing-balance')).toContainText('৳450.00');
      if (viewport.width < 1000) expect(await tooSmall(page)).toEqual([]);

      // Shared on WhatsApp as a wa.me link with the summary; printed within 72 mm on the 80 mm roll.
      const share = page.getByRole('link', { name: 'Share on WhatsApp' });
      const href = new URL((await share.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/88${phone}`);
      expect(href.searchParams.get('text')).toContain('closing balance ৳450.00. Balance due today: ৳450.00.');
      await page.getByRole('button', { name: 'Print statement (80 mm)' }).click();
      await expect
        .poll(async () => (await page.evaluate(() => window.__printedDocuments?.length)) ?? 0)
        .toBe(1);
      await expectLastPrintOn80mm(page, server.url, testInfo, 'statement', 'statement-slip');
      // On A4: one portrait sheet, the 72 mm statement on it.
      await page.getByRole('button', { name: 'Print statement (A4)' }).click();
      await expect
        .poll(async () => (await page.evaluate(() => window.__printedDocuments?.length)) ?? 0)
        .toBe(2);
      const a4 = await printToPdf(page, server.url, (await printedDocuments(page)).at(-1)!, 'statement-slip');
      await testInfo.attach('statement on A4', { body: a4.pdf, contentType: 'application/pdf' });
      expect(a4.pages).toHaveLength(1);
      expect(Math.round(a4.pages[0]!.widthMm)).toBe(210);
      expect(Math.round(a4.pages[0]!.heightMm)).toBe(297);
      expect(a4.overflowing).toEqual([]);
    });

    test('an admin sets a credit limit; credit past it is warned at the counter and charged with the admin’s PIN; a payment received on the customer’s page is voided from the statement', async ({
      page,
      request,
    }) => {
      const phone = newPhone();
      const created = await request.post(`${server.url}/api/customers`, {
        data: { name: 'Karim Regular', phone },
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(created.status(), await created.text()).toBe(201);
      const customerId = ((await created.json()) as { data: { customer: { _id: string } } }).data.customer
        ._id;

      // The admin gives Karim a ৳300 limit on the customer form.
      // Signed in as the admin, then as the manager (sessionStorage outlives the tab's page loads).
      await page.addInitScript(
        (admin) => window.localStorage.setItem('token', sessionStorage.getItem('as') ?? admin),
        adminToken,
      );
      await page.goto(`${server.url}/dashboard/customers/${customerId}`);
      await page.getByRole('textbox', { name: 'Credit limit (taka)' }).fill('300');
      await page.getByRole('button', { name: 'Save Customer' }).click();
      await expect(page.getByText('Customer saved successfully!')).toBeVisible();

      // The manager charges ৳250, then ৳500 more: past the limit, warned, and saved with the admin's PIN.
      await page.evaluate((token) => sessionStorage.setItem('as', token), managerToken);
      await page.goto(`${server.url}/dashboard/invoices/new`);
      await dishButton(page, 'Beef tehari').click();
      let panel = await chargeOnCredit(page, phone);
      await expect(panel.getByText('Karim Regular owes ৳0.00 of a ৳300.00 credit limit.')).toBeVisible();
      await panel.getByRole('button', { name: 'Create Receipt' }).click();
      await expect(receiptHeading(page)).toBeVisible();
      await page.getByRole('button', { name: 'New order' }).click();
      await dishButton(page, 'Beef tehari').click();
      await dishButton(page, 'Beef tehari').click();
      panel = await chargeOnCredit(page, phone);
      await expect(panel.getByTestId('over-limit')).toHaveText(
        'This credit takes Karim Regular to ৳750.00, past their credit limit of ৳300.00: an admin’s approval is needed to charge it.',
      );
      await panel.getByRole('button', { name: 'Create Receipt' }).click();
      const approval = page.getByRole('dialog', { name: "An admin's approval" });
      await expect(approval).toContainText('past their credit limit of ৳300.00');
      await approval.getByLabel('Admin PIN').fill(PIN);
      await approval.getByRole('button', { name: 'Approve and save' }).click();
      await expect(receiptHeading(page)).toBeVisible();

      // On Karim's page: ৳800 cash for the ৳750 owed, ৳50 handed back; then voided, and the ৳750 is owed again.
      await page.goto(`${server.url}/dashboard/customers/${customerId}/account`);
      await expect(page.getByTestId('account-balance')).toHaveText('৳750.00');
      await page.getByRole('button', { name: 'Receive payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Receive a payment from Karim Regular' });
      await dialog.getByRole('textbox', { name: 'Amount received (taka)' }).fill('800');
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Month end');
      await dialog.getByRole('button', { name: 'Receive payment' }).click();
      const moneyReceipt = page.getByTestId('money-receipt');
      await expect(moneyReceipt).toContainText('Change৳50.00');
      await expect(moneyReceipt.getByTestId('money-receipt-after')).toHaveText('Owed now৳0.00');
      await page
        .getByRole('dialog', { name: /^Money receipt / })
        .getByRole('button', { name: 'Close' })
        .click();
      await expect(page.getByTestId('account-balance')).toHaveText('৳0.00');
      await expect(page.getByTestId('entry-balance')).toHaveText(['৳250.00', '৳750.00', '৳0.00']);

      await page.getByRole('button', { name: /^Void payment MR-/ }).click();
      const voiding = page.getByRole('dialog', { name: /^Void payment MR-/ });
      await voiding.getByRole('textbox', { name: 'Reason' }).fill('Counted twice');
      await voiding.getByRole('button', { name: 'Void payment' }).click();
      await expect(page.getByTestId('entry-balance')).toHaveText(['৳250.00', '৳750.00', '৳0.00', '৳750.00']);
      await expect(page.getByTestId('account-balance')).toHaveText('৳750.00');
      await expect(page.getByRole('button', { name: /^Void payment MR-/ })).toHaveCount(0);
      // Measured once the toasts are gone: their close buttons are sonner's, app-wide, not this screen's.
      await expect(page.getByRole('button', { name: 'Close message' })).toHaveCount(0, { timeout: 15_000 });
      if (viewport.width < 1000) expect(await tooSmall(page)).toEqual([]);
    });

    test('a cashier settles a regular’s whole baki in cash from the counter’s Receive payment, and the money receipt says so', async ({
      page,
      request,
    }) => {
      const phone = newPhone();
      const sale = await request.post(`${server.url}/api/invoices`, {
        data: {
          customer: { name: 'Selim Regular', phoneNumber: phone },
          items: [{ name: 'Beef tehari', price: 250, quantity: 2, priceReason: 'Journey setup' }],
          payments: [{ method: 'Credit', amount: 500 }],
        },
        headers: { authorization: `Bearer ${managerToken}` },
      });
      expect(sale.ok(), await sale.text()).toBe(true);

      await page.addInitScript((token) => window.localStorage.setItem('token', token), cashierToken);
      await page.goto(`${server.url}/dashboard/invoices/new`);
      await page.getByRole('link', { name: 'Receive payment' }).click();
      await expect(page.getByRole('heading', { name: 'Receive a payment on account' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Customer’s name or phone' }).fill('Selim');
      await page.getByRole('option', { name: /Selim Regular/ }).click();
      await expect(page.getByTestId('receive-owes')).toHaveText('Selim Regular owes ৳500.00.');
      // The statement is the manager's and the owner's: a cashier is not offered it.
      await expect(page.getByRole('link', { name: 'Open the account' })).toHaveCount(0);
      if (viewport.width < 1000) expect(await tooSmall(page)).toEqual([]);
      await page.getByRole('button', { name: 'Receive payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Receive a payment from Selim Regular' });
      await dialog.getByRole('textbox', { name: 'Amount received (taka)' }).fill('500');
      await dialog.getByRole('button', { name: 'Receive payment' }).click();
      const moneyReceipt = page.getByTestId('money-receipt');
      await expect(moneyReceipt.getByTestId('money-receipt-after')).toHaveText('Owed now৳0.00');
      await expect(moneyReceipt.getByTestId('money-receipt-allocations').getByRole('listitem')).toHaveText([
        /\(paid\)৳500\.00$/,
      ]);
      await expect(moneyReceipt).toContainText(`Received by: ${CASHIER.name}`);
    });
  });
}
