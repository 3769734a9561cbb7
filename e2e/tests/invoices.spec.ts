import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { expectLastPrintOn80mm, printedDocuments, recordPrints } from '../support/print';
import { chargeButton, chargePanel, dishButton } from '../support/counter';
import { startServer, type RunningServer } from '../support/server';

// The dashboard figures are exact sums, so this journey runs on its own app and database.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager], { business: BUSINESS });
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

async function token(page: Page, role: 'admin' | 'manager'): Promise<string> {
  const account = ACCOUNTS[role];
  const response = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function post(page: Page, bearer: string, path: string, data: unknown) {
  const response = await page.request.post(`${server.url}/api${path}`, {
    data,
    headers: { authorization: `Bearer ${bearer}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openAs(page: Page, role: 'admin' | 'manager', path: string) {
  const bearer = await token(page, role);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), bearer);
  await page.goto(`${server.url}${path}`);
}

test('a manager takes an order, prints it, edits it and deletes it from the dashboard', async ({
  page,
}, testInfo) => {
  const admin = await token(page, 'admin');
  await post(page, admin, '/recipes', {
    name: 'Basmoti Kacchi',
    category: 'Kacchi',
    price: 420,
    image: 'https://images.example.com/kacchi.jpg',
  });
  await post(page, admin, '/recipes', {
    name: 'Borhani',
    category: 'Desert & Drinks',
    price: 80.5,
    image: 'https://images.example.com/borhani.jpg',
  });
  await post(page, admin, '/customers', { name: 'Farhana Akter', phone: '01711223344' });

  await recordPrints(page);
  await openAs(page, 'manager', '/dashboard/invoices/new');
  await expect(page.getByRole('heading', { name: 'New Receipt' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('Bangladesh');
  await expect(page.getByLabel('Thank You Message')).toHaveValue('THANK YOU FOR YOUR PURCHASE');

  const name = page.getByRole('combobox', { name: 'Customer Name*' });
  await name.fill('');
  await chargeButton(page).click();
  await expect(page.getByText('Customer name is required')).toBeVisible();
  await expect(page.getByText('Add at least one item to the receipt')).toBeVisible();

  // The server's refusal shows in the red Error box, beside Create Receipt.
  await name.fill('Walk-in guest');
  await page.getByLabel('Phone Number').fill('12345');
  await dishButton(page, 'Basmoti Kacchi').click();
  await chargeButton(page).click();
  await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
  await chargePanel(page).getByRole('button', { name: 'Create Receipt' }).click();
  const errorBox = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(errorBox).toContainText('Enter a Bangladeshi mobile number like 01712345678');
  await chargePanel(page).getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue('Walk-in');
  await expect(errorBox).toHaveCount(0);

  // Suggestions open after more than one character, each with its receipt count.
  await name.fill('Farh');
  const suggestion = page.getByRole('option', { name: /Farhana Akter/ });
  await expect(suggestion).toContainText('0 invoices');
  await suggestion.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(name).toHaveValue('Farhana Akter');
  await expect(page.getByLabel('Phone Number')).toHaveValue('01711223344');

  // The menu: one tab per category, left column's first (Kacchi), the right's after (Desert & Drinks).
  const tabs = page.getByRole('group', { name: 'Menu categories' }).getByRole('button');
  await expect(tabs).toHaveText(['All', 'Kacchi', 'Desert & Drinks']);
  await tabs.filter({ hasText: 'Desert & Drinks' }).click();
  await expect(dishButton(page, 'Basmoti Kacchi')).toHaveCount(0);
  await dishButton(page, 'Borhani').click();
  await tabs.filter({ hasText: 'All' }).click();
  await dishButton(page, 'Basmoti Kacchi').click();
  await page.getByLabel('Quantity of Basmoti Kacchi').fill('2');
  await expect(page.getByTestId('subtotal')).toHaveText('৳920.50');

  await page.getByLabel('Discount (৳)').fill('30');
  await expect(page.getByTestId('total')).toHaveText('৳890.50');
  // Switching the discount type starts the discount again from 0.
  await page.getByRole('button', { name: 'Percent (%)' }).click();
  const discount = page.getByLabel('Discount (%)');
  await expect(discount).toHaveValue('0');
  await expect(page.getByTestId('total')).toHaveText('৳920.50');
  await discount.fill('150');
  await expect(page.getByText('Discount cannot exceed 100%!')).toBeVisible();
  await expect(discount).toHaveValue('100');
  await expect(page.getByText('Total cannot be negative!')).toHaveCount(0);
  await discount.fill('10');
  await expect(page.getByTestId('discount')).toHaveText('-৳92.05');
  await expect(page.getByTestId('total')).toHaveText('৳828.45');
  await page.getByText('Details').click();
  await page.getByLabel('Waiter Name').fill('Jamal');
  await chargeButton(page).click();
  const panel = chargePanel(page);
  await expect(panel.getByRole('button', { name: 'Cash' })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByLabel('Amount Paid').fill('1000');
  await expect(page.getByTestId('change')).toHaveText('৳171.55');

  await panel.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', exact: true })).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Farhana Akter');
  await expect(receipt).toContainText('৳828.45');
  await expect(receipt).toContainText('Cash');
  await expect(receipt).toContainText('THANK YOU FOR YOUR PURCHASE');
  const orderNumber = (await receipt
    .getByText(/^\d{14}(-\d+)?$/)
    .first()
    .textContent())!.trim();
  // JsBarcode drew the order number as bars and printed it under them.
  const barcode = page.getByTestId('receipt-barcode');
  await expect(barcode).toHaveAttribute('aria-label', `Barcode ${orderNumber}`);
  expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
  await expect(barcode.locator('text')).toHaveText(orderNumber);

  // Back returns to the form, now editing the saved receipt.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Receipt' })).toBeVisible();
  await expect(chargeButton(page)).toBeVisible();

  // Reopen it from the list in edit mode, change a quantity and update.
  await page.goto(`${server.url}/dashboard/invoices`);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Farhana Akter');
  // A scanner types the barcode's number and Enter: the receipt opens.
  const search = page.getByLabel('Search invoices by number or customer');
  await search.fill(orderNumber);
  await search.press('Enter');
  const opened = page.getByRole('dialog', { name: 'Receipt' });
  await expect(opened.getByTestId('receipt')).toContainText('Farhana Akter');
  await opened.getByRole('button', { name: 'Close' }).click();
  await expect(opened).toBeHidden();
  await row.getByRole('link', { name: `Edit ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Receipt' })).toBeVisible();
  await expect(page.getByLabel('Quantity of Basmoti Kacchi')).toHaveValue('2');
  await page.getByLabel('Quantity of Borhani').fill('3');
  await expect(page.getByTestId('total')).toHaveText('৳973.35');
  await chargeButton(page).click();
  await chargePanel(page).getByRole('button', { name: 'Update Receipt' }).click();
  await expect(page.getByTestId('receipt')).toContainText('৳973.35');
  await expect(page.getByTestId('receipt')).toContainText(orderNumber);

  // After printing, the form starts over on a new receipt.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\/new$/);
  await expect(page.getByRole('combobox', { name: 'Customer Name*' })).toHaveValue('Walk-in');
  await expect(page.getByText('Tap dishes in the menu, or search for them, to add them.')).toBeVisible();

  // What went to the print dialog, saved as PDF the way Chromium does: one page 80 mm wide (226.77 pt;
  // Chromium rounds it to its print units, 227.04 pt), as tall as the receipt, with the receipt inside
  // the middle 72 mm that a thermal head prints. A dropped page size gives Letter, 215.9 mm.
  expect(await printedDocuments(page)).toHaveLength(1);
  const { pages, receipt: onPage } = await expectLastPrintOn80mm(
    page,
    server.url,
    testInfo,
    'printed receipt (80 mm)',
  );
  expect(pages[0]!.heightMm).toBeLessThan(onPage.bottom + 5);

  // The dashboard lists it as Paid (৳1,000 covers the new total) and counts it in this month's sales.
  await page.goto(`${server.url}/dashboard`);
  const recent = page.getByRole('table', { name: 'Recent Invoices' });
  const listed = recent.getByRole('row').filter({ hasText: orderNumber });
  await expect(listed).toContainText('Farhana Akter');
  await expect(listed).toContainText('৳973.35');
  await expect(listed).toContainText('Paid');
  await page.getByRole('button', { name: 'This Month' }).click();
  const sales = page.getByRole('region', { name: 'Total Sales' });
  await expect(sales).toContainText('৳973.35');
  await expect(page.getByRole('region', { name: 'Total Orders' })).toContainText('1');

  await listed.getByRole('button', { name: `Delete ${orderNumber}` }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmDelete).toContainText('Are you sure you want to delete this invoice?');
  await confirmDelete.getByRole('textbox', { name: 'Reason*' }).fill('Test order');
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(recent.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);
  await expect(recent).toContainText('No invoices found');
  await expect(sales).toContainText('৳0.00');
});
