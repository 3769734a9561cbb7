import { apiToken, expect, signInAs, test } from '../support/fixtures';
import { expectLastPrintOn80mm, printedDocuments, recordPrints } from '../support/print';

/**
 * Issue 32: deleting a receipt voids it (ADR 0155). The manager gives the reason in the delete dialog; the
 * receipt leaves the list; the admin opens it as it was, marked Voided with who and when, and it prints on
 * 80 mm with a large VOID mark (ADR 0156).
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a manager voids a charged receipt with a reason, and the admin opens it Voided with its VOID print mark', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      const bearer = await apiToken(page, 'manager');
      const saved = await page.request.post('/api/invoices', {
        headers: { authorization: `Bearer ${bearer}` },
        data: {
          customer: { name: `Void guest ${viewport.width}` },
          items: [{ name: 'Kacchi', price: 480, quantity: 2, priceReason: 'Void journey' }],
          amountPaid: 1000,
          paymentMethod: 'Cash',
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);
      const { _id: id, invoiceNumber: number } = (
        (await saved.json()) as {
          data: { invoice: { _id: string; invoiceNumber: string } };
        }
      ).data.invoice;

      await signInAs(page, 'manager', '/dashboard/invoices');
      await page.getByRole('searchbox', { name: 'Search invoices by number or customer' }).fill(number);
      await page.getByRole('button', { name: `Delete ${number}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Please confirm' });
      await expect(dialog).toContainText('Are you sure you want to delete this invoice?');
      // A delete without a reason is refused on the screen: the void keeps why.
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog).toContainText('Give a reason of 3 to 200 characters to void this receipt.');
      await dialog.getByRole('textbox', { name: 'Reason*' }).fill('Guest left before the food came');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Invoice deleted')).toBeVisible();
      await expect(page.getByRole('button', { name: `Delete ${number}` })).toHaveCount(0);
      await expect(page.getByText('No invoices found')).toBeVisible();

      // The admin, on a device of their own.
      const adminDevice = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
      const admin = await adminDevice.newPage();
      await recordPrints(admin);
      await signInAs(admin, 'admin', `/dashboard/invoices/${id}/voided`);
      await expect(admin.getByRole('heading', { name: `Voided receipt ${number}` })).toBeVisible();
      const banner = admin.getByRole('region', { name: 'Voided' });
      await expect(banner).toContainText('Voided by Mahfuz Manager on');
      await expect(banner).toContainText('Reason: Guest left before the food came');
      const receipt = admin.getByTestId('receipt');
      await expect(receipt).toContainText('Kacchi');
      await expect(receipt).toContainText('Voided by Mahfuz Manager on');
      await expect(receipt.getByTestId('void-mark')).toHaveText('VOID');
      await expect(receipt.getByTestId('void-mark')).toHaveCSS('font-size', '56px');

      await admin.getByRole('button', { name: 'Print' }).click();
      await expect.poll(async () => (await printedDocuments(admin)).length).toBe(1);
      const printed = (await printedDocuments(admin))[0]!;
      expect(printed).toContain('data-testid="void-mark"');
      await expectLastPrintOn80mm(
        admin,
        new URL(admin.url()).origin,
        testInfo,
        `voided receipt ${viewport.width}`,
      );
      await adminDevice.close();
    });
  });
}
