import crypto from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { chargeButton, chargePanel, dishButton, startCounterServer } from '../support/counter';
import { apiTokenOn, type RunningServer } from '../support/server';
import { submitRegistration, submitSignIn } from '../support/sign-in';

// Issue 32: a self-registered account waits on the staff portal and reaches nothing else; once the admin makes
// it a cashier in Users Management, it signs in to the counter, sees only the counter's screens, charges an
// order, and voids one the kitchen was sent only once an admin approves it on the same screen (ADRs 0135–0137,
// 0142).
const PIN = '7305';
let server: RunningServer;
let adminToken: string;
test.beforeAll(async ({ request }) => {
  ({ server } = await startCounterServer(request, [
    ['Basmoti Kacchi', 'Kacchi', 420],
    ['Borhani', 'Desert & Drinks', 80],
  ]));
  adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
  const pin = await request.put(`${server.url}/api/settings/approval-pin`, {
    data: { pin: PIN, password: ACCOUNTS.admin.password },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(pin.ok(), await pin.text()).toBe(true);
});
test.afterAll(() => server.stop());

/** A page of its own for the admin, who gives `name` the cashier role in Users Management. */
async function adminMakesCashier(browser: Browser, name: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((token) => window.localStorage.setItem('token', token), adminToken);
  await page.goto(`${server.url}/dashboard/users`);
  await page.getByLabel('Search users by name, email or role').fill(email);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(name) });
  await expect(row.getByLabel(`Role of ${name}`)).toHaveValue('staff');
  await row.getByLabel(`Role of ${name}`).selectOption('cashier');
  await expect(page.getByText('User role updated successfully to cashier')).toBeVisible();
  await context.close();
}

/** The sidebar's links, opened by Menu where the window is too narrow to show it. */
async function sidebarLinks(page: Page): Promise<string[]> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  const navigation = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(navigation.getByRole('link').first()).toBeVisible();
  const links = await navigation.getByRole('link').allTextContents();
  if (await menu.isVisible()) await menu.click();
  return links.map((link) => link.trim());
}

type Approval = { actor: { name: string }; after: Record<string, unknown> };

/**
 * Voids the held order on screen with `reason`: the server asks for an admin's approval, a wrong PIN is refused
 * in the approval dialog, and the admin's PIN voids it.
 */
async function voidWithAdminApproval(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void the order' });
  await voiding.getByLabel('Reason*').fill(reason);
  await voiding.getByRole('button', { name: 'Void order' }).click();
  const approval = page.getByRole('dialog', { name: "An admin's approval" });
  await expect(approval).toContainText("Voiding food the kitchen was sent needs an admin's approval.");
  await expect(voiding).toBeHidden();
  await approval.getByLabel('Admin PIN').fill('0000');
  await approval.getByRole('button', { name: 'Approve and void' }).click();
  await expect(approval).toContainText('That PIN or password does not belong to an active admin.');
  await approval.getByLabel('Admin PIN').fill(PIN);
  await approval.getByRole('button', { name: 'Approve and void' }).click();
  await expect(approval).toBeHidden();
}

type Receipt = { customer: { name: string }; total: number; status: string; paymentMethod: string };

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} a newcomer waits on the staff portal, then as a cashier charges an order, and voids a sent one once an admin approves`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const digits = crypto.randomBytes(3).toString('hex');
    const newcomer = {
      name: `Nasir Cashier ${digits}`,
      email: `nasir${digits}@example.com`,
      password: 'cashier-2026',
    };

    // Registered, the account is staff: the staff portal, and no other screen, however it is asked for.
    await submitRegistration(page, server.url, newcomer);
    await expect(page).toHaveURL(`${server.url}/stuff-portal`);
    await expect(page.getByText('Please wait until admin approves your request.')).toBeVisible();
    for (const path of ['/dashboard', '/dashboard/invoices/new', '/dashboard/orders', '/dashboard/users']) {
      await page.goto(`${server.url}${path}`);
      await expect(page).toHaveURL(`${server.url}/stuff-portal`);
    }

    await adminMakesCashier(browser, newcomer.name, newcomer.email);

    // Signed in again, the cashier lands on the counter and is offered nothing else.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${server.url}/login`);
    await submitSignIn(page, newcomer.email, newcomer.password);
    await expect(page).toHaveURL(`${server.url}/dashboard/invoices/new`);
    await expect(page.getByRole('heading', { name: 'New Receipt' })).toBeVisible();
    expect(await sidebarLinks(page)).toEqual(['Counter', 'Open orders']);
    await expect(page.getByRole('link', { name: 'Back to invoices' })).toHaveCount(0);
    await page.goto(`${server.url}/dashboard`);
    await expect(page).toHaveURL(`${server.url}/dashboard/invoices/new`);

    // Two plates and a drink, ৳920, paid in cash.
    await dishButton(page, 'Basmoti Kacchi').click();
    await dishButton(page, 'Basmoti Kacchi').click();
    await dishButton(page, 'Borhani').click();
    await expect(page.getByTestId('total')).toHaveText('৳920.00');
    await chargeButton(page).click();
    const panel = chargePanel(page);
    await panel.getByRole('button', { name: 'Cash' }).click();
    await panel.getByLabel('Amount Paid').fill('1000');
    await expect(page.getByTestId('change')).toHaveText('৳80.00');
    await panel.getByRole('button', { name: 'Create Receipt' }).click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('Basmoti Kacchi');
    await expect(receipt).toContainText('PAID');
    await expect(page.getByRole('button', { name: /^Take payment/ })).toHaveCount(0);

    // The books hold it, made by the cashier: the admin reads it.
    const receipts = await page.request.get(`${server.url}/api/invoices?limit=1`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const [saved] = ((await receipts.json()) as { data: { invoices: Receipt[] } }).data.invoices;
    expect(saved).toMatchObject({ total: 920, status: 'paid', paymentMethod: 'Cash' });

    // An order sent to the kitchen: the cashier may send it, and void it only with an admin's approval.
    await page.getByRole('button', { name: 'New order' }).click();
    await dishButton(page, 'Borhani').click();
    await page.getByRole('button', { name: 'Hold', exact: true }).click();
    const hold = page.getByRole('dialog', { name: 'Hold the order' });
    const table = `T${digits}`;
    await hold.getByLabel('Table').fill(table);
    await hold.getByRole('button', { name: 'Hold for table' }).click();
    await page.getByRole('link', { name: 'Open orders' }).first().click();
    await page.getByRole('link', { name: `Table ${table}` }).click();
    await page.getByRole('button', { name: 'Send to kitchen' }).click();
    await page
      .getByRole('dialog', { name: 'Kitchen ticket, round 1' })
      .getByRole('button', { name: 'Close' })
      // The dialog's own ✕ is also a Close: the one beside Print ticket.
      .last()
      .click();
    await expect(page.getByRole('button', { name: 'Send to kitchen' })).toBeVisible();
    await voidWithAdminApproval(page, 'Guest left before the food came');
    await expect(page).toHaveURL(`${server.url}/dashboard/orders`);
    await expect(page.getByText(`Voided: Table ${table}`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Table ${table}` })).toHaveCount(0);

    // The books: the void filed under the admin who approved it, at the cashier's request.
    const trail = await page.request.get(`${server.url}/api/audit?kind=approval&limit=1`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const [approval] = ((await trail.json()) as { data: { entries: Approval[] } }).data.entries;
    expect(approval).toMatchObject({
      actor: { name: ACCOUNTS.admin.name },
      after: { action: 'void-sent', method: 'pin', details: { reason: 'Guest left before the food came' } },
    });
  });
}
