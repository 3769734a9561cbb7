import type { APIRequestContext } from '@playwright/test';
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

/** A receipt of a long-named dish, named in both languages, made through the API; its number. */
async function receiptOfLongDish(request: APIRequestContext, url: string, admin: string, manager: string) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const dish = await request.post(`${url}/api/recipes`, {
    headers: auth(admin),
    data: {
      name: 'Special Mutton Kacchi with Borhani and Firni Family Combo',
      nameBn: 'স্পেশাল খাসির কাচ্চি, বোরহানি ও ফিরনি ফ্যামিলি কম্বো',
      category: 'Kacchi',
      price: 1250,
      image: 'https://images.example.com/dish.jpg',
    },
  });
  expect(dish.ok(), await dish.text()).toBe(true);
  const { recipe } = ((await dish.json()) as { data: { recipe: { _id: string; name: string } } }).data;
  const sold = await request.post(`${url}/api/invoices`, {
    headers: auth(manager),
    data: {
      customer: { name: 'Family table' },
      items: [{ recipeId: recipe._id, name: recipe.name, price: 1250, quantity: 2 }],
      amountPaid: 2500,
    },
  });
  expect(sold.ok(), await sold.text()).toBe(true);
  return ((await sold.json()) as { data: { invoice: { invoiceNumber: string } } }).data.invoice.invoiceNumber;
}

// 'Both' prints each dish's Bangla name with its English under it: a long one wraps inside the 72 mm.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} a receipt in both languages prints a long dish in Bangla over English within 80 mm`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await recordPrints(page);
    const { server, managerToken } = await startCounterServer(request, []);
    try {
      const adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
      const settings = await request.put(`${server.url}/api/settings/print`, {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { receiptLanguage: 'both', receiptDigits: 'latn', kitchenTicketNames: 'en' },
      });
      expect(settings.ok(), await settings.text()).toBe(true);
      const number = await receiptOfLongDish(request, server.url, adminToken, managerToken);

      await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
      await page.goto(`${server.url}/dashboard/invoices`);
      const search = page.getByLabel('Search invoices by number or customer');
      await search.fill(number);
      await search.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Receipt' });
      const receipt = dialog.getByTestId('receipt');
      await expect(receipt).toContainText('স্পেশাল খাসির কাচ্চি, বোরহানি ও ফিরনি ফ্যামিলি কম্বো');
      await expect(receipt).toContainText('Special Mutton Kacchi with Borhani and Firni Family Combo');
      await expect(receipt).toContainText('৳2,500.00');

      await dialog.getByRole('button', { name: 'Print' }).click();
      await expect.poll(async () => (await printedDocuments(page)).length).toBe(1);
      await expectLastPrintOn80mm(
        page,
        server.url,
        testInfo,
        `receipt in both languages at ${viewport.width}`,
      );
    } finally {
      await server.stop();
    }
  });
}

// The kitchen reads Bangla: its ticket names each dish in Bangla, the English where a dish has none.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} the kitchen ticket prints the names the kitchen reads, within 80 mm`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await recordPrints(page);
    const { server, managerToken } = await startCounterServer(request, [['Borhani', 'Desert & Drinks', 80]]);
    try {
      const adminToken = await apiTokenOn(server.url, ACCOUNTS.admin);
      const admin = { authorization: `Bearer ${adminToken}` };
      const dish = await request.post(`${server.url}/api/recipes`, {
        headers: admin,
        data: {
          name: 'Morog Polao',
          nameBn: 'মোরগ পোলাও',
          category: 'Polao',
          price: 260,
          image: 'https://images.example.com/dish.jpg',
        },
      });
      expect(dish.ok(), await dish.text()).toBe(true);
      const settings = await request.put(`${server.url}/api/settings/print`, {
        headers: admin,
        data: { receiptLanguage: 'en', receiptDigits: 'latn', kitchenTicketNames: 'bn' },
      });
      expect(settings.ok(), await settings.text()).toBe(true);

      await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
      await page.goto(`${server.url}/dashboard/invoices/new`);
      const search = page.getByRole('searchbox', { name: 'Search menu' });
      await search.fill('মোরগ');
      await search.press('Enter');
      await search.fill('borhani');
      await search.press('Enter');
      await page.getByRole('button', { name: 'Hold', exact: true }).click();
      const hold = page.getByRole('dialog', { name: 'Hold the order' });
      await hold.getByLabel('Table').fill('T9');
      await hold.getByRole('button', { name: 'Hold and send' }).click();

      const dialog = page.getByRole('dialog', { name: 'Kitchen ticket, round 1' });
      const ticket = dialog.getByTestId('kitchen-ticket');
      await expect(ticket).toContainText('1 × মোরগ পোলাও');
      await expect(ticket).not.toContainText('Morog Polao');
      await expect(ticket).toContainText('1 × Borhani');
      await expect(dialog.getByRole('button', { name: 'Print ticket' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Print ticket' }).click();
      await expect(dialog).toBeHidden();
      expect((await printedDocuments(page))[0]).toContain('মোরগ পোলাও');
      await expectLastPrintOn80mm(
        page,
        server.url,
        testInfo,
        `kitchen ticket in Bangla at ${viewport.width}`,
        'kitchen-ticket',
      );
    } finally {
      await server.stop();
    }
  });
}
