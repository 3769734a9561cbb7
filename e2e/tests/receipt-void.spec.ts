import { expect, signInAs, test } from '../support/fixtures';
import { expectLastPrintOn80mm, printedDocuments, recordPrints } from '../support/print';
import { chargeReceiptAsManager, voidReceiptFromList } from '../support/receipts';

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
      const { id, number } = await chargeReceiptAsManager(page, `Void guest ${viewport.width}`);
      await signInAs(page, 'manager', '/dashboard/invoices');
      // A delete without a reason is refused on the screen: the void keeps why.
      await voidReceiptFromList(page, number, 'Guest left before the food came');
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
      // As it stood just before the void (৳1,000 cash on ৳960), not as the void's reversal rows left it.
      const printedLine = (label: string) => receipt.getByText(label, { exact: true }).locator('..');
      await expect(printedLine('Amount Paid')).toHaveText('Amount Paid৳1,000.00');
      await expect(printedLine('Change Returned')).toHaveText('Change Returned৳40.00');
      await expect(printedLine('Status')).toHaveText('StatusPAID');
      await expect(receipt.getByText('Amount Due', { exact: true })).toHaveCount(0);

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
