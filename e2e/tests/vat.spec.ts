import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { chargeButton, chargePanel, dishButton, startCounterServer } from '../support/counter';
import { expectLastPrintOn80mm, printedDocuments, recordPrints } from '../support/print';
import { apiTokenOn } from '../support/server';

/**
 * Issue 34: the admin enters the BIN, a rate added on top and a taxed service charge in Settings; the counter
 * shows the VAT and the service charge the server will store; the receipt prints as a Mushak-6.3 tax invoice
 * on 80 mm; the manager reads the month's VAT register and downloads its CSV. On a server of its own per size,
 * so the shared one keeps the seeded rates and no BIN.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} VAT is set in Settings, charged at the counter, printed as Mushak-6.3 and read in the register`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const { server, managerToken } = await startCounterServer(request, [['Basmoti Kacchi', 'Kacchi', 350]]);
    try {
      const adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
      await page.addInitScript((token) => window.localStorage.setItem('token', token), adminToken);
      await page.goto(`${server.url}/dashboard/settings`);

      const vat = page.getByRole('form', { name: 'VAT and service charge' });
      // The seeded standard rate's history: 5 %, 15 % from 9 January 2025, 5 % from 22 January 2025.
      await expect(vat.getByRole('group', { name: 'Rate 3' }).getByLabel('Rate %')).toHaveValue('5');
      await vat.getByLabel('BIN').fill('12345');
      await vat.getByLabel('Service charge %').fill('10');
      await vat.getByLabel('VAT on the service charge').check();
      await vat.getByRole('button', { name: 'Save VAT Settings' }).click();
      await expect(vat).toContainText('BIN must be 9 or 13 digits');
      await vat.getByLabel('BIN').fill('000123456-0101');
      await vat.getByRole('button', { name: 'Add a rate' }).click();
      const added = vat.getByRole('group', { name: 'Rate 4' });
      await added.getByLabel('Name').fill('Hotel');
      await added.getByLabel('Rate %').fill('15');
      await added.getByLabel('From').fill('2022-07-01');
      await added.getByLabel('Included in menu prices').uncheck();
      await vat.getByRole('button', { name: 'Save VAT Settings' }).click();
      await expect(page.getByText('VAT settings saved.')).toBeVisible();
      await page.reload();
      await expect(vat.getByLabel('BIN')).toHaveValue('000123456-0101');
      await expect(vat.getByRole('group', { name: 'Rate 4' }).getByLabel('Name')).toHaveValue('Hotel');
      await expect(vat.getByLabel('Service charge %')).toHaveValue('10');

      // The manager's counter: ৳350.00 at 5 % inclusive, service charge 10 % of ৳333.33, taxed 5 %.
      const counter = await page.context().newPage();
      await counter.setViewportSize(viewport);
      await recordPrints(counter);
      await counter.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
      await counter.goto(`${server.url}/dashboard/invoices/new`);
      await dishButton(counter, 'Basmoti Kacchi').click();
      await expect(counter.getByTestId('service-charge')).toHaveText('৳33.33');
      await expect(counter.getByTestId('vat-Standard')).toHaveText('৳18.34');
      await expect(counter.getByTestId('total')).toHaveText('৳385.00');
      await chargeButton(counter).click();
      const panel = chargePanel(counter);
      await panel.getByRole('button', { name: 'Exact' }).click();
      await panel.getByRole('button', { name: 'Create Receipt' }).click();
      const receipt = counter.getByTestId('receipt');
      await expect(receipt.getByTestId('mushak-heading')).toContainText('Tax invoice (Mushak-6.3)');
      await expect(receipt.getByTestId('mushak-heading')).toContainText('BIN: 000123456-0101');
      await expect(receipt.getByTestId('receipt-vat')).toContainText('Value without VAT৳366.66');
      await expect(receipt.getByTestId('receipt-vat')).toContainText('VAT Standard 5% (incl.)৳18.34');
      await expect(receipt).toContainText('TOTAL৳385.00');
      // The saved receipt's own view, beside the slip, in the slip's words.
      const summary = counter.getByTestId('receipt-vat-summary');
      await expect(summary).toContainText('Service charge৳33.33');
      await expect(summary).toContainText('Value without VAT৳366.66');
      await expect(summary).toContainText('VAT Standard 5% (incl.)৳18.34');
      await expect(summary).toContainText('Total VAT৳18.34');

      await counter.getByRole('button', { name: 'Print' }).click();
      await expect.poll(async () => (await printedDocuments(counter)).length).toBe(1);
      expect((await printedDocuments(counter))[0]).toContain('Tax invoice (Mushak-6.3)');
      await expectLastPrintOn80mm(counter, server.url, testInfo, `Mushak-6.3 receipt ${viewport.width}`);
      // An order left on the device, then held: the prompt, the open orders and the charge all say ৳385.00.
      await counter.goto(`${server.url}/dashboard/invoices/new`);
      await dishButton(counter, 'Basmoti Kacchi').click();
      await expect(counter.getByTestId('total')).toHaveText('৳385.00');
      await counter.goto(`${server.url}/dashboard/invoices/new`);
      const prompt = counter.getByRole('dialog', { name: 'Unfinished order' });
      await expect(prompt).toContainText('৳385.00');
      await prompt.getByRole('button', { name: 'Restore' }).click();
      await counter.getByRole('button', { name: 'Hold', exact: true }).click();
      const hold = counter.getByRole('dialog', { name: 'Hold the order' });
      await hold.getByLabel('Table').fill('V1');
      await hold.getByRole('button', { name: 'Hold for table' }).click();
      await expect(counter.getByText('Held: Table V1')).toBeVisible();
      await counter.getByRole('link', { name: 'Open orders' }).click();
      const heldRow = counter
        .getByRole('row')
        .filter({ has: counter.getByRole('link', { name: 'Table V1' }) });
      await expect(heldRow).toContainText('৳385.00');
      await heldRow.getByRole('link', { name: 'Table V1' }).click();
      await expect(counter.getByTestId('total')).toHaveText('৳385.00');
      await chargeButton(counter).click();
      await expect(chargePanel(counter)).toContainText('৳385.00');
      await chargePanel(counter).getByRole('button', { name: 'Exact' }).click();
      await chargePanel(counter).getByRole('button', { name: 'Create Receipt' }).click();
      await expect(counter.getByTestId('receipt')).toContainText('TOTAL৳385.00');

      // The month's register, and its CSV for the return.
      await counter.goto(`${server.url}/dashboard/vat-register`);
      await expect(counter.getByRole('heading', { name: 'VAT register' })).toBeVisible();
      const table = counter.getByRole('table');
      await expect(table).toContainText('Standard 5 %');
      await expect(table).toContainText('৳733.32');
      await expect(table).toContainText('৳36.68');
      const download = counter.waitForEvent('download');
      await counter.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^vat-register-\d{4}-\d{2}\.csv$/);
      await counter.close();
    } finally {
      await server.stop();
    }
  });
}
