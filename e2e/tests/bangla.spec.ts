import crypto from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { startCounterServer } from '../support/counter';
import { expectLastPrintOn80mm, openPrinted, printedDocuments, recordPrints } from '../support/print';
import { apiTokenOn, type Account, type RunningServer } from '../support/server';

// Issue 36, done in Bangla: a cashier signs in with the sign-in page in বাংলা, finds dishes by their Bangla names,
// charges by bKash and prints a Bangla receipt on 80 mm, drawn in the app's own Noto Sans Bengali with its
// conjuncts joined (and kept as a PDF); a transaction ID used twice is refused in Bangla; the admin reads the
// dashboard in Bengali digits, grouped in lakhs. A server of its own: its receipts print in Bangla.
const CASHIER: Account = {
  name: 'Shirin Cashier',
  email: 'shirin@e2e.dastarkhan.test',
  password: 'shirin-pass-123',
  role: 'cashier',
};

/** Dishes with the Bangla names the staff type; between them the conjuncts ক্ষ, ষ্ট, ন্ত and ম্প. */
const DISHES = [
  { name: 'Kacchi Biryani', nameBn: 'কাচ্চি বিরিয়ানি', search: 'কাচ্চি', price: 450 },
  { name: 'Lakshmi Bhog', nameBn: 'লক্ষ্মী ভোগ মিষ্টি', search: 'লক্ষ্মী', price: 120 },
  { name: 'Panta Ilish', nameBn: 'পান্তা ইলিশ', search: 'পান্তা', price: 350 },
  { name: 'Sampurna Thali', nameBn: 'সম্পূর্ণ থালি', search: 'সম্পূর্ণ', price: 300 },
] as const;
/** Each conjunct of the receipt, and the same letters kept apart by a zero-width non-joiner after the hasanta. */
const CONJUNCTS = ['ক্ষ', 'ন্ত', 'ম্প', 'ষ্ট'] as const;
const apart = (conjunct: string) => conjunct.replace('্', '্\u200c');

let server: RunningServer;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  let managerToken: string;
  ({ server, managerToken } = await startCounterServer(request, [], { others: [CASHIER] }));
  const admin = { authorization: `Bearer ${await apiTokenOn(server.url, ACCOUNTS.admin)}` };
  const ids: string[] = [];
  for (const { name, nameBn, price } of DISHES) {
    const created = await request.post(`${server.url}/api/recipes`, {
      headers: admin,
      data: { name, nameBn, price, category: 'Kacchi', image: 'https://images.example.com/dish.jpg' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    ids.push(((await created.json()) as { data: { recipe: { _id: string } } }).data.recipe._id);
  }
  const settings = await request.put(`${server.url}/api/settings/print`, {
    headers: admin,
    data: { receiptLanguage: 'bn', receiptDigits: 'beng', kitchenTicketNames: 'bn' },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  await bigSale(request, managerToken, ids[0]!);
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

/** A banquet of 250 kacchis (৳1,12,500), so the day's sales reach the lakhs. */
async function bigSale(request: APIRequestContext, token: string, recipeId: string) {
  const sold = await request.post(`${server.url}/api/invoices`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      customer: { name: 'Wedding banquet' },
      items: [{ recipeId, name: DISHES[0].name, price: DISHES[0].price, quantity: 250 }],
      amountPaid: 250 * DISHES[0].price,
    },
  });
  expect(sold.ok(), await sold.text()).toBe(true);
}

/** A 10-character bKash TrxID, new each time. */
const trxId = () => crypto.randomBytes(5).toString('hex').toUpperCase();

/** Signs `account` in on a fresh sign-in page switched to বাংলা first, as a person who reads Bangla does. */
async function signInInBangla(page: Page, account: Account) {
  await page.goto(`${server.url}/login`);
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'বাংলা', exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByLabel('ইমেইল').fill(account.email);
  await page.getByLabel('পাসওয়ার্ড').fill(account.password);
  await page.getByRole('button', { name: 'সাইন ইন' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** At the counter: each dish found by typing its Bangla name, added by Enter. */
async function orderInBangla(page: Page) {
  const search = page.getByRole('searchbox', { name: 'মেনু খুঁজুন' });
  for (const dish of DISHES) {
    await search.fill(dish.search);
    await expect(
      page.locator('main').getByRole('button', { name: new RegExp(`\\(${dish.nameBn}\\), ৳`) }),
    ).toHaveCount(1);
    await search.press('Enter');
    // The order's line reads the dish's Bangla name too.
    await expect(page.getByRole('spinbutton', { name: `${dish.nameBn}-এর পরিমাণ` })).toHaveValue('1');
  }
}

/** Opens পেমেন্ট, pays all of it by বিকাশ with `reference`, and presses রসিদ তৈরি করুন. */
async function chargeByBkash(page: Page, reference: string) {
  await page
    .getByRole('complementary', { name: 'অর্ডার' })
    .getByRole('button', { name: 'পেমেন্ট', exact: true })
    .click();
  const panel = page.getByRole('dialog', { name: /^পেমেন্ট ৳/ });
  await expect(panel).toHaveAccessibleName('পেমেন্ট ৳১,২২০.০০');
  await panel.getByRole('button', { name: 'বিকাশ' }).click();
  await expect(panel.getByRole('textbox', { name: 'ট্রানজেকশন আইডি' })).toBeFocused();
  await page.keyboard.type(reference);
  await panel.getByRole('button', { name: 'রসিদ তৈরি করুন' }).click();
  return panel;
}

type Drawn = {
  conjunct: string;
  joined: number;
  apart: number;
  fonts: { familyName: string; isCustomFont: boolean }[];
};

/**
 * On the printed receipt laid out again (print media, the print frame's fonts): each conjunct's width beside its
 * letters kept apart, in the receipt's own font and size, and the fonts Chromium drew the conjunct with.
 */
async function conjunctsOnPrint(preview: Page): Promise<Drawn[]> {
  const widths = await preview.evaluate(
    (conjuncts) => {
      const receipt = document.querySelector('[data-testid="receipt"]')!;
      return conjuncts.map(([joined, apart], index) => {
        const measure = (text: string, id: string) => {
          const span = Object.assign(document.createElement('span'), { textContent: text, id });
          receipt.append(span);
          return span.getBoundingClientRect().width;
        };
        return { joined: measure(joined, `joined-${index}`), apart: measure(apart, `apart-${index}`) };
      });
    },
    CONJUNCTS.map((conjunct) => [conjunct, apart(conjunct)] as const),
  );
  const cdp = await preview.context().newCDPSession(preview);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const drawn: Drawn[] = [];
  for (const [index, conjunct] of CONJUNCTS.entries()) {
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `#joined-${index}`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    drawn.push({ conjunct, ...widths[index]!, fonts });
  }
  await cdp.detach();
  return drawn;
}

/** The admin, in a window of their own, reads the dashboard in Bangla: the day's sales in Bengali digits and lakhs. */
async function adminReadsDashboard(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInInBangla(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sales = page.getByRole('region', { name: 'মোট বিক্রি' });
  await expect(sales.getByRole('paragraph')).toHaveText(/^৳[০-৯]{1,2},[০-৯]{2},[০-৯]{3}\.[০-৯]{2}$/);
  await expect(page.getByRole('region', { name: 'মোট অর্ডার' }).getByRole('paragraph')).toHaveText(/^[০-৯]+$/);
  await context.close();
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} a cashier works the counter in Bangla: a Bangla order by bKash, its Bangla receipt on 80 mm in the app's font, a reused transaction ID refused in Bangla; the admin's dashboard in Bengali digits`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await recordPrints(page);
    await signInInBangla(page, CASHIER);
    await page.goto(`${server.url}/dashboard/invoices/new`);
    await orderInBangla(page);
    const reference = trxId();
    await chargeByBkash(page, reference);

    const receipt = page.getByTestId('receipt');
    for (const dish of DISHES) await expect(receipt).toContainText(dish.nameBn);
    await expect(receipt).not.toContainText('Kacchi Biryani');
    await expect(receipt).toContainText('৳১,২২০.০০');
    await expect(receipt).toContainText(reference);
    await page.getByRole('button', { name: 'প্রিন্ট', exact: true }).click();
    await expect.poll(async () => (await printedDocuments(page)).length).toBe(1);
    const printed = await expectLastPrintOn80mm(
      page,
      server.url,
      testInfo,
      `Bangla receipt at ${viewport.width}`,
    );

    // The PDF kept beside the report: one page 80 mm wide, with the Bangla glyphs in it.
    const file = testInfo.outputPath(`bangla-receipt-${viewport.width}.pdf`);
    fs.writeFileSync(file, printed.pdf);
    await testInfo.attach(`Bangla receipt at ${viewport.width} (file)`, {
      path: file,
      contentType: 'application/pdf',
    });
    expect(printed.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(printed.pdf.length).toBeGreaterThan(10_000);
    expect(printed.pages).toHaveLength(1);
    expect(printed.pages[0]!.widthMm).toBeCloseTo(80, 0);
    console.log(
      `bangla: receipt PDF at ${viewport.width} = ${printed.pdf.length} bytes, ${printed.pages[0]!.heightMm.toFixed(1)} mm long`,
    );

    // Drawn in the app's own Noto Sans Bengali (not a font the machine happens to have), conjuncts joined.
    const preview = await openPrinted(page, server.url, (await printedDocuments(page))[0]!);
    try {
      const drawn = await conjunctsOnPrint(preview);
      console.log(
        `bangla: conjunct widths at ${viewport.width} (px, joined vs apart): ${drawn.map((each) => `${each.conjunct} ${each.joined.toFixed(1)} vs ${each.apart.toFixed(1)}`).join(', ')}`,
      );
      for (const each of drawn) {
        expect(each.fonts, each.conjunct).toEqual([
          expect.objectContaining({ familyName: 'Noto Sans Bengali', isCustomFont: true }),
        ]);
        expect(each.joined, each.conjunct).toBeLessThan(each.apart - 1);
      }
    } finally {
      await preview.close();
    }

    // The same transaction ID on the next order: the browser lets it through, the server refuses it, in Bangla.
    // Printed, the counter is ready for the next order.
    await expect(page.getByRole('heading', { name: 'নতুন রসিদ' })).toBeVisible();
    await orderInBangla(page);
    const panel = await chargeByBkash(page, reference);
    const refused = page.getByRole('alert').filter({ hasText: reference });
    await expect(refused).toContainText(
      new RegExp(
        `ট্রানজেকশন আইডি ${reference} আগেই রসিদ \\S+-এ \\(.+\\) ব্যবহার হয়েছে: একটি ট্রানজেকশন আইডিতে শুধু একটি রসিদ পরিশোধ হয়।$`,
      ),
    );
    await expect(refused).not.toContainText('was already used');
    await expect(panel).toBeVisible();

    await adminReadsDashboard(browser);
  });
}
