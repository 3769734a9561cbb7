import { ACCOUNTS } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

/**
 * Issue 35: the owner receives stock on credit naming a supplier picked from the records, sees who is owed in the
 * payables list, opens the supplier, pays half by bKash, and sees the payable drop there, in the statement's
 * running balance and in the list's total.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    let server: RunningServer;
    let token: string;
    test.beforeAll(async () => {
      server = await startServer([ACCOUNTS.admin]);
      token = await apiTokenOn(server.url, ACCOUNTS.admin);
      // Beef received on credit from a supplier typed with stray spaces: one record, owed ৳1,000.
      const response = await fetch(`${server.url}/api/inventory`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: 'Beef',
          category: 'Meat',
          quantity: 10,
          price: 100,
          dueTk: 1000,
          supplier: { name: ' Karim  Traders ' },
        }),
      });
      expect(response.status).toBe(201);
    });
    test.afterAll(() => server.stop());

    test('the owner receives stock on credit from a supplier picked by name, pays half and sees the payable drop', async ({
      page,
    }) => {
      await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
      // Mutton on credit: the supplier is picked from the records as its name is typed.
      await page.goto(`${server.url}/dashboard/add-item`);
      const card = page.getByRole('region', { name: 'Item #1' });
      await card.getByRole('combobox', { name: 'Item Name *' }).fill('Mutton');
      await card.getByLabel('Category *').selectOption('Meat');
      const vendor = card.getByRole('combobox', { name: 'Vendor' });
      await vendor.fill('karim');
      await card
        .getByRole('listbox', { name: 'Suppliers' })
        .getByRole('option', { name: 'Karim Traders' })
        .click();
      await expect(vendor).toHaveValue('Karim Traders');
      await expect(card.getByText('A supplier you buy from')).toBeVisible();
      await card.getByLabel('Quantity *').fill('5');
      await card.getByLabel('Unit Price (৳) *').fill('200');
      await card.getByLabel('Due Amount (৳)').fill('1000');
      await page.getByRole('button', { name: 'Save All Items' }).click();
      await expect(page.getByText('Items have been added to inventory successfully!')).toBeVisible();

      await page.goto(`${server.url}/dashboard/suppliers`);
      const payables = page.getByRole('region', { name: 'Payables' });
      await expect(payables.getByText('Total payable: ৳2,000.00')).toBeVisible();
      await payables.getByRole('link', { name: 'Karim Traders' }).click();

      await expect(page.getByRole('heading', { name: 'Karim Traders', level: 1 })).toBeVisible();
      const payable = page.getByRole('region', { name: 'Payable', exact: true });
      await expect(payable).toContainText('৳2,000.00');
      await page.getByRole('button', { name: 'Pay supplier' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay Karim Traders' });
      await dialog.getByLabel('Amount*').fill('1000');
      await dialog.getByLabel('Paid by*').selectOption('bKash');
      await dialog.getByLabel('Reference (transaction ID, cheque or slip)').fill('TX9A8B7C6D');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expect(page.getByText('Payment SP-000001 recorded: ৳1,000.00')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(payable).toContainText('৳1,000.00');

      const statement = page.getByRole('region', { name: 'Statement' });
      await expect(statement.getByText('Closing balance: ৳1,000.00')).toBeVisible();
      await expect(statement.getByText('Intake: Beef').first()).toBeVisible();
      await expect(statement.getByText('Intake: Mutton').first()).toBeVisible();
      await expect(statement.getByText(/Payment SP-000001/).first()).toBeVisible();
      await expect(statement.getByRole('button', { name: 'Void payment SP-000001' })).toBeVisible();

      await page.getByRole('link', { name: 'All suppliers' }).click();
      await expect(payables.getByText('Total payable: ৳1,000.00')).toBeVisible();
    });
  });
}
