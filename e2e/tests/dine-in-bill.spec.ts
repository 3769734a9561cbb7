import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { chargeButton, chargePanel, dishButton, startCounterServer } from '../support/counter';
import { expectLastPrintOn80mm, printedDocuments, recordPrints } from '../support/print';
import { type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

// A restaurant that gave only its name (issue 31 §3): the counter's header and the bill print what exists and
// nothing else; a bill charged from a held order names its table, or its takeaway token.
const NAME_ONLY = { name: 'Nirob Kacchi Ghor' };

let server: RunningServer;
let managerToken: string;
test.beforeAll(async ({ request }) => {
  ({ server, managerToken } = await startCounterServer(
    request,
    [
      ['Beef Tehari', 'Biriyani', 230],
      ['Borhani', 'Desert & Drinks', 90],
    ],
    { business: NAME_ONLY },
  ));
});
test.afterAll(() => server.stop());

async function openCounter(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await recordPrints(page);
  await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
  await page.goto(`${server.url}/dashboard/invoices/new`);
  await expect(dishButton(page, 'Beef Tehari')).toBeVisible();
}

/** Holds the order on the counter, for `table` or as a takeaway; answers the place the toast names. */
async function hold(page: Page, table?: string): Promise<string> {
  await page.getByRole('button', { name: 'Hold', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hold the order' });
  if (table) {
    await dialog.getByLabel('Table').fill(table);
    await dialog.getByRole('button', { name: 'Hold for table' }).click();
  } else {
    await dialog.getByRole('button', { name: 'Takeaway: next token' }).click();
  }
  const held = page.getByText(/^Held: (Table|Token) .+$/);
  return (await held.textContent())!.replace('Held: ', '');
}

/** Reopens the held order from Open orders and charges it in exact cash: the Receipt view shows. */
async function charge(page: Page, place: string) {
  await page.getByRole('link', { name: 'Open orders' }).click();
  await page.getByRole('link', { name: place, exact: true }).click();
  await chargeButton(page).click();
  await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
  await chargePanel(page).getByRole('button', { name: 'Create Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', exact: true })).toBeVisible();
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} the counter's header prints only the business details that exist`, async ({
    page,
  }) => {
    await openCounter(page, viewport);
    await expect(page.getByTestId('business-details')).toHaveText(NAME_ONLY.name);
  });
}

test("a table's bill names its table, a takeaway's its token, and neither prints empty Merchant or Terminal ID lines", async ({
  page,
}, testInfo) => {
  await openCounter(page, { width: 768, height: 1024 });
  const table = `T${crypto.randomBytes(2).toString('hex')}`;
  await dishButton(page, 'Beef Tehari').click();
  await dishButton(page, 'Borhani').click();
  await hold(page, table);
  await charge(page, `Table ${table}`);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-place')).toHaveText(`Table${table}`);
  await expect(receipt).not.toContainText('Merchant ID');
  await expect(receipt).not.toContainText('Terminal ID');
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(async () => (await printedDocuments(page)).length).toBe(1);
  const [printed] = await printedDocuments(page);
  expect(printed).toContain(table);
  expect(printed).not.toContain('Merchant ID');
  await expectLastPrintOn80mm(page, server.url, testInfo, 'table bill (80 mm)');

  // The same receipt opened again from the list still names its table.
  const stored = await page.request.get(`${server.url}/api/invoices`, {
    headers: { authorization: `Bearer ${managerToken}` },
  });
  const [latest] = ((await stored.json()) as { data: { invoices: { invoiceNumber: string }[] } }).data
    .invoices;
  await page.goto(`${server.url}/dashboard/invoices`);
  await page.getByRole('button', { name: `Open ${latest!.invoiceNumber}` }).click();
  await expect(page.getByRole('dialog', { name: 'Receipt' }).getByTestId('receipt-place')).toHaveText(
    `Table${table}`,
  );

  await page.goto(`${server.url}/dashboard/invoices/new`);
  await dishButton(page, 'Borhani').click();
  const token = await hold(page);
  await charge(page, token);
  await expect(receipt.getByTestId('receipt-place')).toHaveText(token.replace(' ', ''));
});
