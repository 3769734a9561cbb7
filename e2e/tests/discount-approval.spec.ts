import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { chargeButton, chargePanel, dishButton, startCounterServer } from '../support/counter';
import { apiTokenOn, type Account, type RunningServer } from '../support/server';

// Issue 32: the cashier's discount above the admin's limit, approved by an admin on the same screen, by their PIN
// at one size and by signing in at the other (ADRs 0141, 0142); the approval is recorded with its approver.
const PIN = '482913';
const CASHIER: Account = {
  name: 'Kamal Cashier',
  email: 'cashier@e2e.dastarkhan.test',
  password: 'cashier-pass-123',
  role: 'cashier',
};
const VIEWPORTS = [
  { width: 1366, height: 768, approval: { pin: PIN }, method: 'pin' },
  {
    width: 768,
    height: 1024,
    approval: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
    method: 'password',
  },
] as const;

let server: RunningServer;
let adminToken: string;
let cashierToken: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ server } = await startCounterServer(request, [['Basmoti Kacchi', 'Kacchi', 480]], {
    others: [CASHIER],
  }));
  adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
  cashierToken = await apiTokenOn(server.url, CASHIER);
  const pin = await request.put(`${server.url}/api/settings/approval-pin`, {
    data: { pin: PIN, password: ACCOUNTS.admin.password },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(pin.ok(), await pin.text()).toBe(true);
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

type AuditEntry = { actor: { name: string }; address: string | null; after: Record<string, unknown> };

for (const { approval, method, ...viewport } of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test(`the cashier tries a 50 % discount and an admin approves it on the same screen by ${method}`, async ({
      page,
    }) => {
      await page.addInitScript((token) => window.localStorage.setItem('token', token), cashierToken);
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

      const dialog = page.getByRole('dialog', { name: "An admin's approval" });
      await expect(dialog).toContainText("A discount above 10 % or ৳500.00 needs an admin's approval.");
      await dialog.getByLabel('Admin PIN').fill('000000');
      await dialog.getByRole('button', { name: 'Approve and save' }).click();
      await expect(dialog).toContainText('That PIN or password does not belong to an active admin.');
      if ('pin' in approval) await dialog.getByLabel('Admin PIN').fill(approval.pin);
      else {
        await dialog.getByLabel('Admin PIN').fill('');
        await dialog.getByLabel('Admin email').fill(approval.email);
        await dialog.getByLabel('Admin password').fill(approval.password);
      }
      await dialog.getByRole('button', { name: 'Approve and save' }).click();

      // Saved: the cashier sees the receipt with its discount, where the next order starts.
      await expect(dialog).toBeHidden();
      const receipt = page.getByTestId('receipt');
      await expect(receipt).toContainText('Basmoti Kacchi');
      await expect(receipt).toContainText('480.00');

      // The books: the receipt at half price, and the approval filed with the admin who gave it.
      const read = (path: string) =>
        page.request.get(`${server.url}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
      const [saved] = (await (await read('/api/invoices?limit=1')).json()).data.invoices;
      expect(saved).toMatchObject({ discountAmount: 50, discount: 480, total: 480 });
      const [approved] = (await (await read('/api/audit?kind=approval&limit=1')).json()).data
        .entries as AuditEntry[];
      expect(approved).toMatchObject({
        actor: { name: ACCOUNTS.admin.name },
        after: { action: 'discount', method, invoiceId: saved._id, approverName: ACCOUNTS.admin.name },
      });
      // Given at the counter: the entry names the counter's address, as every other entry does.
      expect(approved!.address).toMatch(/127\.0\.0\.1/);
    });
  });
}
