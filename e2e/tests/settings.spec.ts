import { expect, signInAs, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { dishButton, startCounterServer } from '../support/counter';
import { apiTokenOn } from '../support/server';

test('an admin renames the business and new receipts show the new name; a manager has no Settings link', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin', '/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  const name = page.getByLabel('Business Name');
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();

  await name.fill('Shahi Dastarkhan Gulshan');
  await page.getByLabel('Phone').fill('01819-000111');
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText('Business details saved. New receipts will print them.')).toBeVisible();

  await page.goto('/dashboard/invoices/new');
  await expect(page.getByTestId('business-details')).toContainText('Shahi Dastarkhan Gulshan');
  await expect(page.getByTestId('business-details')).toContainText('01819-000111');

  const managerPage = await browser.newPage();
  await signInAs(managerPage, 'manager', '/dashboard');
  const sidebar = managerPage.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await managerPage.close();

  // Leave the shared server as it was for the other journeys.
  await page.goto('/dashboard/settings');
  await page.getByLabel('Business Name').fill(original);
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText('Business details saved. New receipts will print them.')).toBeVisible();
});

// Issue 32: the admin sets the counter's limits and their own approval PIN in Settings; the counter then holds a
// manager to those limits, and the PIN approves what is above them (ADRs 0141, 0142). On a server of its own
// per size, so the shared one keeps the default limits and no PIN.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} an admin sets the counter limits and an approval PIN, and the counter follows them`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { server, managerToken } = await startCounterServer(request, [['Basmoti Kacchi', 'Kacchi', 480]]);
    try {
      const adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
      await page.addInitScript((token) => window.localStorage.setItem('token', token), adminToken);
      await page.goto(`${server.url}/dashboard/settings`);

      const limits = page.getByRole('form', { name: 'Discounts and voids' });
      await limits.getByLabel('Largest discount in %').fill('20');
      await limits.getByLabel('Largest discount in ৳').fill('300');
      await limits.getByLabel('Managers may void food the kitchen was sent').uncheck();
      await limits.getByRole('button', { name: 'Save Limits' }).click();
      await expect(page.getByText('Counter limits saved.')).toBeVisible();

      const pin = page.getByRole('form', { name: 'Your approval PIN' });
      await expect(pin).toContainText('You have no PIN yet.');
      await pin.getByLabel('New PIN (4 to 8 digits)').fill('12');
      await pin.getByLabel('Your password').fill(ACCOUNTS.admin.password);
      await pin.getByRole('button', { name: 'Save PIN' }).click();
      await expect(pin).toContainText('A PIN is 4 to 8 digits');
      await pin.getByLabel('New PIN (4 to 8 digits)').fill('5186');
      await pin.getByRole('button', { name: 'Save PIN' }).click();
      await expect(page.getByText('Approval PIN saved.')).toBeVisible();
      await expect(pin).toContainText('Your PIN is set. Saving a new one replaces it.');

      // Read back after a reload: what the form shows is what was stored.
      await page.reload();
      await expect(limits.getByLabel('Largest discount in %')).toHaveValue('20');
      await expect(limits.getByLabel('Largest discount in ৳')).toHaveValue('300');
      await expect(limits.getByLabel('Managers may void food the kitchen was sent')).not.toBeChecked();

      // The manager's counter shows the new limit, and the PIN approves a 50 % discount above it.
      const counter = await page.context().newPage();
      await counter.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
      await counter.goto(`${server.url}/dashboard/invoices/new`);
      await dishButton(counter, 'Basmoti Kacchi').click();
      await expect(counter.getByText('Up to 20 % or ৳300.00 without an admin')).toBeVisible();
      await counter.close();
      const fifty = {
        customer: { name: 'Walk-in' },
        items: [{ name: 'Basmoti Kacchi', price: 480, quantity: 1 }],
        discountType: 'percent',
        discountAmount: 50,
        payments: [{ method: 'Cash', amount: 240 }],
      };
      const headers = { authorization: `Bearer ${managerToken}` };
      const asked = await request.post(`${server.url}/api/invoices`, { data: fifty, headers });
      expect(asked.status()).toBe(422);
      const approved = await request.post(`${server.url}/api/invoices`, {
        data: { ...fifty, approval: { pin: '5186' } },
        headers,
      });
      expect(approved.status(), await approved.text()).toBe(201);
    } finally {
      await server.stop();
    }
  });
}
