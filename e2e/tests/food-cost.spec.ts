import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

// Exact figures: this journey runs on its own app and database. The kitchen, built through the API:
//   rice 20 kg at ৳100, mutton 8 kg at ৳900, saffron 1 g at ৳50, ghee 0.08 kg at ৳1,400;
//   one kacchi degh (10 kg rice, 8 kg mutton, 20 g saffron, 1 kg ghee) makes 40 plates;
//   3 plates sold at ৳450, 1 kg of rice burnt, and a count that finds 17.75 kg where the books say 18.25;
//   2 borhani at ৳80 with no recipe: uncovered, so the figures cover ৳1,350 of ৳1,510 of dish sales (89.4 %).
// Rice: opening 0, intakes 20, theoretical 0.75, waste 1, closing 17.75, actual 2.25, variance −0.5 kg = −৳50.
// Saffron goes to −0.5 g (a missing intake); ghee keeps 0.005 kg, under a day at this usage.
// Theoretical food cost ৳75 + ৳540 + ৳75 + ৳105 = ৳795 of ৳1,350: 58.9 %, over the 35 % threshold.
let server: RunningServer;
let adminToken: string;
let managerToken: string;

async function tokenOf(request: APIRequestContext, role: 'admin' | 'manager'): Promise<string> {
  const { email, password } = ACCOUNTS[role];
  const response = await request.post(`${server.url}/api/auth/login`, { data: { email, password } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function call<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  data: object,
): Promise<T> {
  const response = await request[method](`${server.url}${path}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ request }) => {
  server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager], { business: BUSINESS });
  adminToken = await tokenOf(request, 'admin');
  managerToken = await tokenOf(request, 'manager');
  const intake = async (name: string, quantity: number, unit: string, price: number, supplier: string) =>
    (
      await call<{ items: { _id: string }[] }>(request, 'post', '/api/inventory', {
        name,
        category: 'Mosla',
        quantity,
        unit,
        price,
        supplier: { name: supplier },
      })
    ).items[0]!._id;
  const rice = await intake('Basmoti rice', 20, 'kg', 100, 'Karwan Bazar Rice');
  const mutton = await intake('Mutton', 8, 'kg', 900, 'Bismillah Meat');
  const saffron = await intake('Saffron', 1, 'g', 50, 'Spice House');
  const ghee = await intake('Ghee', 0.08, 'kg', 1400, 'Aarong Dairy');
  const { recipe } = await call<{ recipe: { _id: string } }>(request, 'post', '/api/recipes', {
    name: 'Kacchi',
    category: 'Kacchi',
    price: 450,
    image: 'https://images.example.com/kacchi.jpg',
  });
  await call(request, 'put', `/api/recipes/${recipe._id}/bill`, {
    batchPlates: 40,
    ingredients: [
      { itemId: rice, quantity: 10, unit: 'kg' },
      { itemId: mutton, quantity: 8, unit: 'kg' },
      { itemId: saffron, quantity: 20, unit: 'g' },
      { itemId: ghee, quantity: 1, unit: 'kg' },
    ],
  });
  const { recipe: borhani } = await call<{ recipe: { _id: string } }>(request, 'post', '/api/recipes', {
    name: 'Borhani',
    category: 'Kacchi',
    price: 80,
    image: 'https://images.example.com/borhani.jpg',
  });
  await call(request, 'post', '/api/invoices', {
    // The spec's bare call puts the bill on Credit, which is a regular's with a phone (ADR 0186).
    customer: { name: 'Regular Customer', phoneNumber: '01711000888' },
    items: [
      { recipeId: recipe._id, name: 'Kacchi', price: 450, quantity: 3 },
      { recipeId: borhani._id, name: 'Borhani', price: 80, quantity: 2 },
    ],
  });
  await call(request, 'post', `/api/inventory/${rice}/waste`, { quantity: 1, reason: 'burnt' });
  await call(request, 'post', '/api/inventory/counts', { counts: [{ itemId: rice, quantity: 17.75 }] });
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** The layout shifts not caused by input so far (issue 15 holds each screen at or under 0.02). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`an admin reads the rice's variance and leak, then the dashboard's food cost card, at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, adminToken);
    // Opened by its address, so the layout shifts measured are the report's own.
    await page.goto(`${server.url}/dashboard/food-cost`);
    await expect(page.getByRole('heading', { name: 'Food Cost', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');

    const ingredients = page.getByRole('table', { name: /^Ingredients from/ });
    const rice = ingredients.getByRole('row').filter({ hasText: 'Basmoti rice' });
    // Sorted biggest loss first, as the server sends it: the rice's row leads and is marked a leak in words.
    await expect(ingredients.getByRole('row').nth(1)).toContainText('Basmoti rice');
    await expect(rice).toContainText('Leak');
    const cells = rice.getByRole('cell');
    await expect(cells).toHaveText([
      /Basmoti rice\s*Leak/,
      'kg',
      '0 kg',
      '20 kg',
      '0.75 kg',
      '1 kg',
      '17.75 kg',
      '2.25 kg',
      '-0.5 kg',
      '-৳50.00',
    ]);
    // Scrolled sideways to the variance, the table still says whose it is: the name column stays in view.
    const scroller = ingredients.locator('xpath=..');
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const boxLeft = (await scroller.boundingBox())!.x;
    expect(Math.abs((await cells.first().boundingBox())!.x - boxLeft)).toBeLessThan(2);
    await expect(ingredients.getByRole('row').filter({ hasText: 'Mutton' })).not.toContainText('Leak');
    await expect(ingredients.getByRole('row').filter({ hasText: 'Totals' })).toContainText('-৳50.00');
    await expect(page.getByRole('region', { name: 'Unexplained Variance' })).toContainText('-৳50.00');
    const dishes = page.getByRole('table', { name: /^Dishes sold from/ });
    await expect(dishes.getByRole('row').filter({ hasText: 'Kacchi' }).getByRole('cell')).toHaveText([
      'Kacchi',
      '3',
      '৳1,350.00',
      '৳795.00',
      '৳555.00',
      // Over the 35% threshold in Settings, said in words as the recipe screen does.
      /^58\.9%\s*Food cost over 35%$/,
    ]);
    // The borhani had no recipe: left out of the figures, said so, and listed (issue 32).
    await expect(
      page.getByText('These figures cover 89.4% of dish sales; ৳160.00 sold without a recipe is left out.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dishes without a recipe' })).toBeVisible();
    const uncovered = page.getByRole('table', { name: /with no recipe to cost them/ });
    await expect(uncovered.getByRole('row').filter({ hasText: 'Borhani' }).getByRole('cell')).toHaveText([
      'Borhani',
      '2',
      '৳160.00',
    ]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    // Last month nothing happened; the period is kept in the address.
    await page.getByRole('button', { name: 'Last Month' }).click();
    await expect(page.getByText(/^Nothing was sold, taken in, wasted or counted from/)).toBeVisible();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=/);
    await page.getByLabel('To').fill('2020-01-01');
    await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
    await page.getByRole('button', { name: 'This Month' }).click();
    await expect(rice).toContainText('-৳50.00');

    await page.goto(`${server.url}/dashboard?range=month`);
    const card = page.getByRole('region', { name: 'Food cost this period' });
    await expect(card).toContainText('58.9%');
    await expect(card).toContainText('৳795.00 of ৳1,350.00 in dish sales');
    await expect(card).toContainText('Above the 35% threshold');
    await expect(card).toContainText('Covers 89.4% of dish sales; 1 dish sold without a recipe is left out');
    await expect(card).toContainText('-৳50.00');
    await expect(card).toContainText('1 item');
    const missing = card.getByRole('region', { name: 'Items below 0' });
    await expect(missing).toContainText('Saffron: -0.5 g');
    await expect(missing.getByRole('link', { name: 'record the missing intake of Saffron' })).toHaveAttribute(
      'href',
      '/dashboard/inventory?search=Saffron',
    );
    const shopping = card.getByRole('table', { name: /^Items running out within 2 days/ });
    await expect(shopping.getByRole('row').filter({ hasText: 'Ghee' })).toContainText('0.005 kg');
    await expect(shopping.getByRole('row').filter({ hasText: 'Ghee' })).toContainText('Aarong Dairy');
    // The card follows the dashboard's range: today's sales are this year's too.
    await page.getByRole('button', { name: 'This Year' }).click();
    await expect(page).toHaveURL(/range=year/);
    await expect(card).toContainText('58.9%');
    await card.getByRole('link', { name: 'Open the food cost report' }).click();
    await expect(page).toHaveURL(/\/dashboard\/food-cost$/);
  });
}

test('a manager’s dashboard never asks for the food cost figures, so no refusal signs them out', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
  });
  await signIn(page, managerToken);
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'This Month' }).click();
  await page.waitForLoadState('networkidle');
  expect(asked).toContain('/api/dashboard/summary');
  expect(asked.filter((path) => path.startsWith('/api/food-cost'))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Food cost this period' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Food Cost', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\?range=month$/);
  // The report's address sends a manager back to the dashboard.
  await page.goto(`${server.url}/dashboard/food-cost`);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked.filter((path) => path.startsWith('/api/food-cost'))).toEqual([]);
});
