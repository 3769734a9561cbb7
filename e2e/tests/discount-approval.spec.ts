import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { chargeButton, chargePanel, dishButton, startCounterServer } from '../support/counter';
import { apiTokenOn, type RunningServer } from '../support/server';

// Issue 32: the counter's discount above the admin's limit, approved by an admin on the same screen with their
// PIN (ADRs 0141, 0142). Until the cashier role lands the counter is worked by a manager, whose discounts the
// same limits hold.
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
];
const PIN = '482913';

let server: RunningServer;
let managerToken: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ server, managerToken } = await startCounterServer(request, [['Basmoti Kacchi', 'Kacchi', 480]]));
  const admin = await apiTokenOn(server.url, ACCOUNTS.admin);
  const pin = await request.put(`${server.url}/api/settings/approval-pin`, {
    data: { pin: PIN, password: ACCOUNTS.admin.password },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(pin.ok(), await pin.text()).toBe(true);
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the counter tries a 50 % discount and an admin approves it on the same screen', async ({
      page,
    }) => {
      await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
      await page.goto(`${server.url}/dashboard/invoices/new`);
      await dishButton(page, 'Basmoti Kacchi').click();
      await dishButton(page, 'Basmoti Kacchi').click();
      // The limit is shown where the discount is typed.
      await expect(page.getByText('Up to 10 % or ৳500.00 without an admin')).toBeVisible();
      await page.getByRole('button', { name: 'Percent (%)' }).click();
      await page.getByRole('textbox', { name: 'Discount (%)' }).fill('50');
      await expect(page.getByTestId('total')).toHaveText('৳480.00');
      await chargeButton(page).click();
      await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
      await chargePanel(page).getByRole('button', { name: 'Create Receipt' }).click();

      const approval = page.getByRole('dialog', { name: "An admin's approval" });
      await expect(approval).toContainText("A discount above 10 % or ৳500.00 needs an admin's approval.");
      await approval.getByLabel('Admin PIN').fill('000000');
      await approval.getByRole('button', { name: 'Approve and save' }).click();
      await expect(approval).toContainText('That PIN or password does not belong to an active admin.');
      await approval.getByLabel('Admin PIN').fill(PIN);
      await approval.getByRole('button', { name: 'Approve and save' }).click();

      await expect(page).toHaveURL(/\/dashboard\/invoices\/[^/]+\/edit$/);
      const id = new URL(page.url()).pathname.split('/')[3]!;
      const saved = await page.request.get(`${server.url}/api/invoices/${id}`, {
        headers: { authorization: `Bearer ${managerToken}` },
      });
      expect((await saved.json()).data.invoice).toMatchObject({
        discountAmount: 50,
        discount: 480,
        total: 480,
      });
    });
  });
}
