import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { addDish, chargeButton, chargePanel, dishButton, putRestOnCredit } from '../support/counter';
import { startServer, type RunningServer } from '../support/server';

// The receipt form as a cashier types into it, on its own app and database.
let server: RunningServer;
let managerToken: string;
test.beforeAll(async ({ request }) => {
  server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager], { business: BUSINESS });
  const tokenOf = async (role: 'admin' | 'manager') => {
    const { email, password } = ACCOUNTS[role];
    const response = await request.post(`${server.url}/api/auth/login`, { data: { email, password } });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const admin = await tokenOf('admin');
  managerToken = await tokenOf('manager');
  await addDish(request, server.url, admin, { name: 'Basmoti Kacchi', category: 'Kacchi', price: 420 });
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
];

async function openNewReceipt(page: Page) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), managerToken);
  await page.goto(`${server.url}/dashboard/invoices/new`);
  await expect(page.getByRole('heading', { name: 'New Receipt' })).toBeVisible();
}

/** Taka as the form shows it (`৳1,234.50`, `-৳10.00`) as a number. */
async function takaIn(locator: Locator): Promise<number> {
  return Number((await locator.textContent())!.replace(/[৳,]/g, ''));
}

/** Empties a box and types into it key by key, as a cashier does. */
async function typeInto(box: Locator, text: string) {
  await box.fill('');
  await box.pressSequentially(text);
}

type StoredInvoice = {
  invoiceNumber: string;
  discountAmount: number;
  discount: number;
  total: number;
  amountPaid: number;
};

async function storedInvoice(page: Page): Promise<StoredInvoice> {
  await expect(page).toHaveURL(/\/dashboard\/invoices\/[^/]+\/edit$/);
  const id = new URL(page.url()).pathname.split('/')[3]!;
  const response = await page.request.get(`${server.url}/api/invoices/${id}`, {
    headers: { authorization: `Bearer ${managerToken}` },
  });
  const body = (await response.json()) as { data: { invoice: StoredInvoice } };
  return body.data.invoice;
}

for (const [type, discount, kept, paid, paidKept] of [
  ['Percent (%)', '3.333', '3.33', '2000.005', '2000.00'],
  ['Percent (%)', '0.005', '0.00', '500', '500'],
  ['Fixed (৳)', '10.999', '10.99', '409.015', '409.01'],
] as const) {
  test(`a ${discount} ${type} discount and ${paid} paid keep 2 decimals as typed and save as shown`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[0]!);
    await openNewReceipt(page);
    await page.getByRole('combobox', { name: 'Customer Name*' }).fill('Walk-in guest');
    await dishButton(page, 'Basmoti Kacchi').click();
    await page.getByRole('button', { name: type }).click();
    const discountBox = page.getByLabel(type === 'Fixed (৳)' ? 'Discount (৳)' : 'Discount (%)');
    await typeInto(discountBox, discount);
    await expect(discountBox).toHaveValue(kept);
    await expect(page.getByText('At most 2 decimals: the rest was not taken.')).toBeVisible();
    await chargeButton(page).click();
    const paidBox = chargePanel(page).getByLabel('Amount Paid');
    await typeInto(paidBox, paid);
    await expect(paidBox).toHaveValue(paidKept);

    const shown = {
      discount: -(await takaIn(page.getByTestId('discount'))),
      total: await takaIn(page.getByTestId('total')),
    };
    await chargePanel(page).getByRole('button', { name: 'Create Receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Receipt', exact: true })).toBeVisible();
    expect(await storedInvoice(page)).toMatchObject({
      discountAmount: Number(kept),
      discount: shown.discount,
      total: shown.total,
      amountPaid: Number(paidKept),
    });
  });
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height} a refused save is told beside its button, with the focus, and field errors go once fixed`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openNewReceipt(page);
    const name = page.getByRole('combobox', { name: 'Customer Name*' });
    // A walk-in's name is filled in; cleared, Charge says it is needed.
    await expect(name).toHaveValue('Walk-in');
    await name.fill('');
    await chargeButton(page).click();
    await expect(page.getByText('Customer name is required')).toBeVisible();
    // The cashier is taken to the first field to fix.
    await expect(name).toBeFocused();
    await name.pressSequentially('Walk-in guest');
    await expect(page.getByText('Customer name is required')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await dishButton(page, 'Basmoti Kacchi').click();
    await expect(page.getByText('Add at least one item to the receipt')).toHaveCount(0);
    await page.getByLabel('Phone Number').fill('12345');
    await chargeButton(page).click();
    await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
    const create = chargePanel(page).getByRole('button', { name: 'Create Receipt' });
    await create.click();
    const errorBox = page.getByRole('alert').filter({ hasText: 'Enter a Bangladeshi mobile number' });
    await expect(errorBox).toBeFocused();
    await expect(errorBox).toBeInViewport();
    await expect(create).toBeInViewport();
    const box = (await errorBox.boundingBox())!;
    const button = (await create.boundingBox())!;
    // Right under the button row.
    expect(box.y - (button.y + button.height)).toBeGreaterThanOrEqual(0);
    expect(box.y - (button.y + button.height)).toBeLessThan(24);
  });
}

test('the receipt being typed survives a reload until it is saved or cancelled', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[1]!);
  await openNewReceipt(page);
  const name = page.getByRole('combobox', { name: 'Customer Name*' });
  const quantity = page.getByLabel('Quantity of Basmoti Kacchi');
  const restoredNote = page.getByText('Restored the unsaved receipt typed on this device.');
  await name.fill('Draft guest');
  await dishButton(page, 'Basmoti Kacchi').click();
  await quantity.fill('2');
  await page.getByLabel('Discount (৳)').fill('40');
  await page.reload();
  // A new order's draft may be the last customer's: it is offered, and restored when the cashier says so.
  await page
    .getByRole('dialog', { name: 'Unfinished order' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(name).toHaveValue('Draft guest');
  await expect(quantity).toHaveValue('2');
  await expect(page.getByTestId('total')).toHaveText('৳800.00');

  // Saved: the draft is gone, and the next receipt starts blank.
  await chargeButton(page).click();
  await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
  await chargePanel(page).getByRole('button', { name: 'Create Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', exact: true })).toBeVisible();
  const saved = await storedInvoice(page);
  expect(saved.total).toBe(800);
  const editUrl = page.url();
  await page.goto(`${server.url}/dashboard/invoices/new`);
  await expect(page.getByRole('heading', { name: 'New Receipt' })).toBeVisible();
  await expect(name).toHaveValue('Walk-in');
  await expect(restoredNote).toHaveCount(0);

  // Editing keeps its own draft through a reload; Cancel returns to the saved receipt and drops it.
  await page.goto(editUrl);
  await expect(quantity).toHaveValue('2');
  await quantity.fill('3');
  await page.reload();
  await expect(restoredNote).toBeVisible();
  await expect(quantity).toHaveValue('3');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(quantity).toHaveValue('2');
  await expect(restoredNote).toHaveCount(0);
  await page.reload();
  await expect(quantity).toHaveValue('2');
  await expect(restoredNote).toHaveCount(0);
});

test('a receipt part paid is refused until Credit is chosen for a customer with a phone, is Due with no negative change, and Paid once settled', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS[0]!);
  await openNewReceipt(page);
  await page.getByRole('combobox', { name: 'Customer Name*' }).fill('Credit guest');
  await dishButton(page, 'Basmoti Kacchi').click();
  await chargeButton(page).click();
  const charging = chargePanel(page);
  const create = charging.getByRole('button', { name: 'Create Receipt' });
  await typeInto(charging.getByLabel('Amount Paid'), '100');
  await expect(page.getByTestId('change')).toHaveText('৳0.00');
  await expect(page.getByTestId('amount-due')).toHaveText('৳320.00');
  // A short payment is not a credit by itself (issue 32 finding 10).
  await expect(charging.getByRole('alert')).toContainText('take the ৳320.00 left, or choose Credit for it');
  await expect(create).toBeDisabled();
  await putRestOnCredit(charging);
  await expect(charging.getByRole('alert')).toHaveText(
    "Credit needs the customer's phone number: a walk-in pays the whole bill now.",
  );
  await expect(create).toBeDisabled();
  await charging.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Phone Number').fill('01711000555');
  await chargeButton(page).click();
  await expect(charging.getByText('The rest, ৳320.00, is left due on the customer’s account.')).toBeVisible();
  await create.click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Change Returned৳0.00');
  await expect(receipt).toContainText('Amount Due৳320.00');
  await expect(receipt).toContainText('DUE');
  await expect(receipt).not.toContainText('Returned-৳');
  const { invoiceNumber } = await storedInvoice(page);

  await page.goto(`${server.url}/dashboard/invoices`);
  const row = page.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toContainText('Due');
  // Settled later by bKash: left at 0, the total is taken as paid.
  await row.getByRole('link', { name: `Edit ${invoiceNumber}` }).click();
  await chargeButton(page).click();
  const panel = chargePanel(page);
  await expect(panel.getByLabel('Amount Paid')).toHaveValue('100');
  await typeInto(panel.getByLabel('Amount Paid'), '0');
  await panel.getByRole('button', { name: 'bKash' }).click();
  await expect(page.getByText('Left at 0: ৳420.00 is taken as paid by bKash.')).toBeVisible();
  await panel.getByLabel('Transaction ID').fill(`DUE${invoiceNumber.slice(-9)}`);
  await panel.getByRole('button', { name: 'Update Receipt' }).click();
  await expect(receipt).toContainText('PAID');
  await page.goto(`${server.url}/dashboard/invoices`);
  await expect(row).toContainText('Paid');
});

test.describe('on a touch tablet', () => {
  test.use({ hasTouch: true, viewport: VIEWPORTS[1] });

  test('the counter’s buttons and boxes are big enough for a finger', async ({ page }) => {
    await openNewReceipt(page);
    await dishButton(page, 'Basmoti Kacchi').click();
    const onCounter = [
      dishButton(page, 'Basmoti Kacchi'),
      page.getByRole('searchbox', { name: 'Search menu' }),
      page.getByRole('button', { name: 'One more Basmoti Kacchi' }),
      page.getByLabel('Quantity of Basmoti Kacchi'),
      page.getByRole('button', { name: 'Cancel' }),
      page.getByLabel('Discount (৳)'),
      chargeButton(page),
    ];
    for (const control of onCounter) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await chargeButton(page).click();
    const panel = chargePanel(page);
    for (const control of [
      panel.getByLabel('Amount Paid'),
      panel.getByRole('button', { name: 'bKash' }),
      panel.getByRole('button', { name: 'Exact' }),
      panel.getByRole('button', { name: 'Create Receipt' }),
    ]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
});
