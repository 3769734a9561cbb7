import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { chargeButton, chargePanel, dishButton, startCounterServer } from '../support/counter';
import { printedDocuments, recordPrints } from '../support/print';
import { type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

// What a newcomer tripped on at the counter (issue 31 §3), each tried as they tried it: the quantity box, Hold
// without the kitchen, "/" as the hint says, a double tap on Charge, a leftover order, the heading after a sale.
const TABLET = { width: 768, height: 1024 };
const LAPTOP = { width: 1366, height: 768 };

let server: RunningServer;
let managerToken: string;
test.beforeAll(async ({ request }) => {
  ({ server, managerToken } = await startCounterServer(request, [
    ['Basmoti Kacchi', 'Kacchi', 420],
    ['Beef Tehari', 'Biriyani', 230],
    ['Borhani', 'Desert & Drinks', 90],
    ['Firni', 'Desert & Drinks', 120],
  ]));
});
test.afterAll(() => server.stop());

async function openCounter(page: Page, viewport = TABLET) {
  await page.setViewportSize(viewport);
  await recordPrints(page);
  await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
  await page.goto(`${server.url}/dashboard/invoices/new`);
  await expect(dishButton(page, 'Basmoti Kacchi')).toBeVisible();
}

const quantityOf = (page: Page, dish: string) =>
  page.getByRole('spinbutton', { name: `Quantity of ${dish}` });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search menu' });

test('the quantity box may be emptied while typing: backspace then 3 makes 3, and a quantity over 10000 is told, not cut', async ({
  page,
}) => {
  await openCounter(page);
  await dishButton(page, 'Basmoti Kacchi').click();
  const quantity = quantityOf(page, 'Basmoti Kacchi');
  await quantity.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await expect(quantity).toHaveValue('');
  await page.keyboard.type('3');
  await expect(quantity).toHaveValue('3');
  await page.keyboard.press('Tab');
  await expect(quantity).toHaveValue('3');
  await expect(page.getByTestId('total')).toHaveText('৳1,260.00');

  // Emptied and left: the line keeps the quantity it had.
  await quantity.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await expect(quantity).toHaveValue('3');

  // More than the server takes: the box keeps what was typed and says why it cannot be charged.
  await quantity.fill('20000');
  await expect(quantity).toHaveValue('20000');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Quantity must be at most 10000')).toBeVisible();
  await chargeButton(page).click();
  await expect(chargePanel(page)).toHaveCount(0);
  await expect(quantity).toBeFocused();
  await quantity.fill('2');
  await expect(page.getByText('Quantity must be at most 10000')).toHaveCount(0);
  await expect(page.getByTestId('total')).toHaveText('৳840.00');
});

test('Hold and send holds a new table and sends its dishes to the kitchen in one go; a held order with new dishes offers it too', async ({
  page,
}) => {
  await openCounter(page);
  const table = `T${crypto.randomBytes(2).toString('hex')}`;
  await dishButton(page, 'Beef Tehari').click();
  await dishButton(page, 'Borhani').click();
  await page.getByRole('button', { name: 'Hold', exact: true }).click();
  const hold = page.getByRole('dialog', { name: 'Hold the order' });
  await hold.getByLabel('Table').fill(table);
  await hold.getByRole('button', { name: 'Hold and send' }).click();

  const first = page.getByRole('dialog', { name: 'Kitchen ticket, round 1' });
  await expect(first.getByTestId('kitchen-ticket')).toContainText(`Table ${table}`);
  await expect(first.getByTestId('kitchen-ticket')).toContainText('1 × Beef Tehari');
  await expect(first.getByTestId('kitchen-ticket')).toContainText('1 × Borhani');
  await expect(first.getByRole('button', { name: 'Print ticket' })).toBeFocused();
  await first.getByRole('button', { name: 'Print ticket' }).click();
  await expect(first).toBeHidden();
  expect(await printedDocuments(page)).toHaveLength(1);
  // The counter is ready for the next customer.
  await expect(page.getByText('Tap dishes in the menu, or search for them, to add them.')).toBeVisible();

  await page.getByRole('link', { name: 'Open orders' }).click();
  await page.getByRole('link', { name: `Table ${table}` }).click();
  await expect(page.getByRole('heading', { name: `Order: Table ${table}` })).toBeVisible();
  await expect(page.getByText('1 sent')).toHaveCount(2);
  // Everything went: nothing to hold and send.
  await expect(page.getByRole('button', { name: 'Hold and send' })).toHaveCount(0);
  await page.getByRole('button', { name: 'One more Borhani' }).click();
  await page.getByRole('button', { name: 'Hold and send' }).click();
  const second = page.getByRole('dialog', { name: 'Kitchen ticket, round 2' });
  await expect(second.getByTestId('kitchen-ticket')).toContainText('1 × Borhani');
  await expect(second.getByTestId('kitchen-ticket')).not.toContainText('Beef Tehari');
  await second.getByRole('button', { name: 'Close' }).first().click();
  // Held: back to the open orders, where the table waits.
  await expect(page.getByRole('heading', { name: 'Open orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Table ${table}` })).toBeVisible();
});

for (const viewport of [LAPTOP, TABLET]) {
  test(`at ${viewport.width}×${viewport.height} "/" never lands in Search menu: it takes the cashier there with its text selected`, async ({
    page,
  }) => {
    await openCounter(page, viewport);
    // The search already has the focus when the counter opens: the hint's "/" then the dish.
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('/kac');
    await expect(searchBox(page)).toHaveValue('kac');
    await expect(dishButton(page, 'Basmoti Kacchi')).toBeVisible();
    // A second search: "/" selects what was typed, so the next letters replace it.
    await page.keyboard.type('/bor');
    await expect(searchBox(page)).toHaveValue('bor');
    await expect(dishButton(page, 'Borhani')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(quantityOf(page, 'Borhani')).toHaveValue('1');
  });
}

test('a double tap on Charge leaves the Charge panel open; a later tap outside it still closes it', async ({
  page,
}) => {
  await openCounter(page);
  await dishButton(page, 'Basmoti Kacchi').click();
  const box = (await chargeButton(page).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForFunction(() => document.querySelector('dialog[open]') !== null);
  // The second press of the double tap, as the browser reports it: its click count is 2. It lands where
  // Charge was, now outside the panel.
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  const panel = chargePanel(page);
  await panel.getByRole('button', { name: 'Exact' }).click();
  await expect(panel.getByTestId('amount-paid')).toHaveText('৳420.00');

  // A tap of its own outside the panel closes it, as before.
  await page.mouse.click(5, y);
  await expect(panel).toBeHidden();
  await chargeButton(page).click();
  await panel.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(page.getByTestId('receipt')).toContainText('৳420.00');
});

test('an unfinished order left on the device is offered, not restored: Start new gives the next customer a blank order', async ({
  page,
}) => {
  await openCounter(page);
  for (const dish of ['Basmoti Kacchi', 'Basmoti Kacchi', 'Firni']) await dishButton(page, dish).click();
  await page.getByRole('button', { name: 'Percent (%)' }).click();
  await page.getByRole('textbox', { name: 'Discount (%)' }).fill('10');
  await expect(page.getByTestId('total')).toHaveText('৳864.00');

  // The next customer's order, on the same device.
  await page.goto(`${server.url}/dashboard/invoices/new`);
  const prompt = page.getByRole('dialog', { name: 'Unfinished order' });
  await expect(prompt).toContainText(/Unfinished order from \d{2}:\d{2}\s?[ap]m: 3 items, ৳864\.00/i);
  // Nothing of it is on the order until the cashier chooses.
  await expect(page.getByTestId('total')).toHaveText('৳0.00');
  await prompt.getByRole('button', { name: 'Start new' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByTestId('total')).toHaveText('৳0.00');
  await expect(page.getByRole('button', { name: 'Fixed (৳)' })).toHaveAttribute('aria-pressed', 'true');
  await dishButton(page, 'Borhani').click();
  await expect(page.getByTestId('total')).toHaveText('৳90.00');

  // This one is left too, and this time restored.
  await page.reload();
  await prompt.getByRole('button', { name: 'Restore' }).click();
  await expect(prompt).toBeHidden();
  await expect(quantityOf(page, 'Borhani')).toHaveValue('1');
  await expect(page.getByTestId('total')).toHaveText('৳90.00');
});

test('after a sale the heading names the receipt shown, and Back to the form says Edit Receipt', async ({
  page,
}) => {
  await openCounter(page);
  await dishButton(page, 'Firni').click();
  await chargeButton(page).click();
  await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
  await chargePanel(page).getByRole('button', { name: 'Create Receipt' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toBeVisible();
  const number = (await receipt
    .getByText(/^\d{14}(-\d+)?$/)
    .first()
    .textContent())!.trim();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Receipt ${number}`);
  await expect(page.getByRole('heading', { name: 'Edit Receipt' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Receipt');
});
