import crypto from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { expectLastPrintOn80mm, printedDocuments, recordPrints } from '../support/print';
import { startServer, type RunningServer } from '../support/server';

// Receipts paid by several tenders, made through the API, as the receipt view and the 80 mm print show them.
let server: RunningServer;
let managerToken: string;
test.beforeAll(async ({ request }) => {
  server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager], { business: BUSINESS });
  const { email, password } = ACCOUNTS.manager;
  const login = await request.post(`${server.url}/api/auth/login`, { data: { email, password } });
  managerToken = ((await login.json()) as { data: { token: string } }).data.token;
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

/** A bKash transaction ID no other receipt used today (the server refuses one twice a day). */
const transactionId = () => crypto.randomBytes(5).toString('hex').toUpperCase();

/** A ৳1,260.00 receipt (3 × ৳420) paid by `payments`; its number. */
async function receiptPaidBy(page: Page, payments: object[]): Promise<string> {
  const response = await page.request.post(`${server.url}/api/invoices`, {
    data: {
      // A regular with a phone: credit is theirs to take (ADR 0147).
      customer: { name: 'Tender guest', phoneNumber: '01711000444' },
      // No menu on this server: an open price, which a manager gives with a reason (issue 32, ADR 0140).
      items: [{ name: 'Basmoti Kacchi', price: 420, quantity: 3, priceReason: 'Tender journey' }],
      payments,
    },
    headers: { authorization: `Bearer ${managerToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { invoice: { invoiceNumber: string } } }).data.invoice
    .invoiceNumber;
}

/** Opens a receipt from the invoices list as a scanner would: its number and Enter. */
async function openReceipt(page: Page, invoiceNumber: string) {
  await page.goto(`${server.url}/dashboard/invoices`);
  const search = page.getByLabel('Search invoices by number or customer');
  await search.fill(invoiceNumber);
  await search.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Receipt' });
  await expect(dialog.getByTestId('receipt')).toContainText(invoiceNumber);
  return dialog;
}

/** Prints the open receipt and measures the page it went to the printer on: 80 mm, content inside 72 mm. */
async function expectPrintedOn80mm(page: Page, testInfo: TestInfo, name: string, printedText: string[]) {
  await page.getByRole('dialog', { name: 'Receipt' }).getByRole('button', { name: 'Print' }).click();
  await expect.poll(async () => (await printedDocuments(page)).length).toBe(1);
  const [printed] = await printedDocuments(page);
  for (const text of printedText) expect(printed).toContain(text);
  await expectLastPrintOn80mm(page, server.url, testInfo, name);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await recordPrints(page);
      await page.addInitScript((value) => window.localStorage.setItem('token', value), managerToken);
    });

    test('a receipt paid ৳500 in cash (from a ৳1,000 note) and the rest by bKash lists both tenders, the transaction ID and the change, on screen and on 80 mm', async ({
      page,
    }, testInfo) => {
      const reference = transactionId();
      const number = await receiptPaidBy(page, [
        { method: 'Cash', amount: 1000 },
        { method: 'bKash', amount: 760, reference },
      ]);
      const receipt = (await openReceipt(page, number)).getByTestId('receipt');
      const tenders = receipt.getByRole('region', { name: 'Payments' }).getByTestId('receipt-tender');
      await expect(tenders).toHaveText(['Cash৳1,000.00', `bKash৳760.00TrxID${reference}`]);
      await expect(receipt).toContainText('TOTAL৳1,260.00');
      await expect(receipt).toContainText('Amount Paid৳1,760.00');
      await expect(receipt).toContainText('Change Returned৳500.00');
      await expect(receipt).toContainText('Payment MethodMixed');
      await expect(receipt).toContainText('StatusPAID');
      await expect(receipt).not.toContainText('Amount Due');
      await expectPrintedOn80mm(page, testInfo, 'split-tender receipt (80 mm)', [reference, '৳760.00']);
    });

    test('a receipt part paid in cash with the rest on credit is Due: the cash tender, no change, the amount due', async ({
      page,
    }, testInfo) => {
      const number = await receiptPaidBy(page, [
        { method: 'Cash', amount: 300 },
        { method: 'Credit', amount: 960 },
      ]);
      const receipt = (await openReceipt(page, number)).getByTestId('receipt');
      const tenders = receipt.getByRole('region', { name: 'Payments' }).getByTestId('receipt-tender');
      await expect(tenders).toHaveText(['Cash৳300.00']);
      await expect(receipt).toContainText('Payment MethodCredit');
      await expect(receipt).toContainText('Amount Paid৳300.00');
      await expect(receipt).toContainText('Change Returned৳0.00');
      await expect(receipt).toContainText('Amount Due৳960.00');
      await expect(receipt).toContainText('StatusDUE');
      await expect(receipt).not.toContainText('-৳960');
      await expectPrintedOn80mm(page, testInfo, 'due receipt (80 mm)', ['Amount Due', '৳960.00']);
    });

    test('a receipt paid by one card keeps the single-payment rows and adds its last 4 digits', async ({
      page,
    }, testInfo) => {
      const number = await receiptPaidBy(page, [{ method: 'Card', amount: 1260, reference: '4242' }]);
      const receipt = (await openReceipt(page, number)).getByTestId('receipt');
      await expect(receipt.getByRole('region', { name: 'Payments' })).toHaveCount(0);
      await expect(receipt).toContainText('Amount Paid৳1,260.00');
      await expect(receipt).toContainText('Change Returned৳0.00');
      await expect(receipt).toContainText('Payment MethodCard');
      await expect(receipt).toContainText('Card•••• 4242');
      await expectPrintedOn80mm(page, testInfo, 'card receipt (80 mm)', ['•••• 4242']);
    });
  });
}
