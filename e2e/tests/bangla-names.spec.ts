import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { chargeButton, chargePanel, startCounterServer } from '../support/counter';
import { expectLastPrintOn80mm, printedDocuments, recordPrints } from '../support/print';
import { apiTokenOn } from '../support/server';

// Issue 36: the admin gives a dish its Bangla name and has receipts printed in Bangla; at the counter the dish is
// found by its Bangla name typed in Bangla, charged, and its receipt prints the Bangla name on 80 mm. On a
// server of its own per size, so the shared one keeps its English receipts.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} a dish named in Bangla is found by its Bangla name and printed on a Bangla receipt`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await recordPrints(page);
    const { server } = await startCounterServer(request, [
      ['Kacchi Biryani', 'Kacchi', 450],
      ['Borhani', 'Desert & Drinks', 80],
    ]);
    try {
      const adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
      await page.addInitScript((token) => window.localStorage.setItem('token', token), adminToken);

      // The dish's Bangla name, beside its Name in the edit dialog.
      await page.goto(`${server.url}/dashboard/recipes`);
      const card = page.getByRole('article', { name: 'Kacchi Biryani' });
      await card.getByRole('button', { name: 'Edit Kacchi Biryani' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
      await dialog.getByLabel('Name in Bangla').fill('কাচ্চি বিরিয়ানি');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('heading', { name: /কাচ্চি বিরিয়ানি/ })).toBeVisible();

      // Receipts in Bangla, with Bengali digits.
      await page.goto(`${server.url}/dashboard/settings`);
      const print = page.getByRole('form', { name: 'Receipts and kitchen tickets' });
      await print.getByLabel('Receipt language').selectOption({ label: 'Bangla (বাংলা)' });
      await print.getByLabel('Digits on the receipt').selectOption({ label: 'Bengali digits (০১২৩৪৫৬৭৮৯)' });
      await print.getByRole('button', { name: 'Save Print Settings' }).click();
      await expect(page.getByText('Print settings saved. The next receipt prints by them.')).toBeVisible();

      // At the counter, the dish found by what the staff call it.
      await page.goto(`${server.url}/dashboard/invoices/new`);
      const search = page.getByRole('searchbox', { name: 'Search menu' });
      await search.fill('কাচ্চি');
      const matches = page.locator('main').getByRole('button', { name: /, ৳/ });
      await expect(matches).toHaveCount(1);
      await expect(matches).toHaveAccessibleName(/^Kacchi Biryani \(কাচ্চি বিরিয়ানি\), ৳450\.00$/);
      await search.press('Enter');
      await expect(page.getByRole('spinbutton', { name: 'Quantity of Kacchi Biryani' })).toHaveValue('1');

      await chargeButton(page).click();
      await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
      await chargePanel(page).getByRole('button', { name: 'Create Receipt' }).click();
      const receipt = page.getByTestId('receipt');
      await expect(receipt).toContainText('কাচ্চি বিরিয়ানি');
      await expect(receipt).not.toContainText('Kacchi Biryani');
      await expect(receipt).toContainText('৳৪৫০.০০');
      await expect(receipt).toHaveAttribute('lang', 'bn');

      await page.getByRole('button', { name: 'Print' }).click();
      await expect.poll(async () => (await printedDocuments(page)).length).toBe(1);
      expect((await printedDocuments(page))[0]).toContain('কাচ্চি বিরিয়ানি');
      await expectLastPrintOn80mm(page, server.url, testInfo, `Bangla receipt at ${viewport.width} (80 mm)`);
    } finally {
      await server.stop();
    }
  });
}
