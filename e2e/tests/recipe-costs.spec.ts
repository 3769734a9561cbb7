import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

// Issue 16: an admin enters the kacchi degh's bill of materials, reads what a plate costs, and sees the
// warning once the food-cost threshold is lowered in Settings. Exact figures: this journey has its own app.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer([ACCOUNTS.admin]);
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });
test.describe.configure({ mode: 'serial' });

async function call(request: APIRequestContext, token: string, method: string, path: string, data: object) {
  const response = await request.fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openRecipes(page: Page, search: string) {
  await page.goto(`${server.url}/dashboard/recipes`);
  await page.getByPlaceholder('Search recipes by name or description').fill(search);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`a kacchi degh's bill gives the cost per plate and the food-cost warning at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const token = await apiTokenOn(server.url, ACCOUNTS.admin);
    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await call(page.request, token, 'PATCH', '/api/settings/business', { name: 'Kacchi Ghar' });
    await call(page.request, token, 'PUT', '/api/settings/food-cost', { thresholdPercent: 60 });
    const tag = viewport.width;
    const rice = `Basmoti rice ${tag}`;
    const mutton = `Mutton ${tag}`;
    const ghee = `Ghee ${tag}`;
    // Kept in kg, at ৳125, ৳900 and ৳1,400 a kilo.
    for (const [name, category, quantity, price] of [
      [rice, 'Vegetable', 50, 125],
      [mutton, 'Meat', 20, 900],
      [ghee, 'Mosla', 5, 1400],
    ] as const)
      await call(page.request, token, 'POST', '/api/inventory', {
        name,
        category,
        quantity,
        unit: 'kg',
        price,
      });
    const full = `Kacchi ${tag} full`;
    const half = `Kacchi ${tag} half`;
    for (const [name, price] of [
      [full, 450],
      [half, 250],
    ] as const)
      await call(page.request, token, 'POST', '/api/recipes', {
        name,
        category: 'Kacchi',
        price,
        image: 'https://example.com/kacchi.jpg',
      });

    await openRecipes(page, `Kacchi ${tag}`);
    const fullCard = page.getByRole('article', { name: full });
    await expect(fullCard).toContainText('No bill of materials yet');
    await fullCard.getByRole('button', { name: `Bill of materials for ${full}` }).click();

    // One degh: 10 kg rice, 8 kg mutton, 1000 g ghee; it makes 40 full plates.
    const dialog = page.getByRole('dialog', { name: `Bill of materials: ${full}` });
    await dialog.getByLabel('Full plates per batch*').fill('40');
    for (const [index, [item, quantity, unit]] of (
      [
        [rice, '10', 'kg'],
        [mutton, '8', 'kg'],
        [ghee, '1000', 'g'],
      ] as const
    ).entries()) {
      await dialog.getByRole('button', { name: 'Add ingredient' }).click();
      await dialog.getByLabel(`Ingredient ${index + 1}`, { exact: true }).selectOption({ label: item });
      await dialog.getByLabel(`Quantity of ingredient ${index + 1}`).fill(quantity);
      await dialog.getByLabel(`Unit of ingredient ${index + 1}`).selectOption(unit);
    }
    // A unit outside the item's family is not offered.
    await expect(dialog.getByLabel('Unit of ingredient 3').locator('option')).toHaveText(['g', 'kg']);
    await dialog.getByRole('button', { name: 'Save bill' }).click();
    await expect(page.getByText(`Bill of materials saved for ${full}.`)).toBeVisible();

    // Per plate: 0.25 kg rice ৳31.25, 0.2 kg mutton ৳180, 0.025 kg ghee ৳35 = ৳246.25 of ৳450: 54.7 %.
    const perPlate = dialog.getByRole('table');
    await expect(perPlate.getByRole('row').filter({ hasText: rice })).toContainText('0.25 kg');
    await expect(perPlate.getByRole('row').filter({ hasText: mutton })).toContainText('0.2 kg');
    await expect(perPlate.getByRole('row').filter({ hasText: ghee })).toContainText('0.025 kg');
    await expect(perPlate.getByRole('row').filter({ hasText: ghee })).toContainText('৳35.00');
    await expect(dialog).toContainText('৳246.25');
    await expect(dialog).toContainText('54.7%');
    await expect(dialog).toContainText('৳203.75');
    await expect(dialog).not.toContainText('Food cost over');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    const fullCost = fullCard.getByRole('region', { name: `Food cost of ${full}` });
    await expect(fullCost).toContainText('৳246.25');
    await expect(fullCost).toContainText('54.7%');

    // The half plate is half a full one: ৳123.13 of ৳250, 49.3 %.
    const halfCard = page.getByRole('article', { name: half });
    await halfCard.getByRole('button', { name: `Bill of materials for ${half}` }).click();
    const halfDialog = page.getByRole('dialog', { name: `Bill of materials: ${half}` });
    await halfDialog.getByLabel('As a portion of another dish, like a half plate').check();
    await halfDialog.getByLabel('Portion of*').selectOption({ label: full });
    await halfDialog.getByLabel('Portion of a full plate*').fill('0.5');
    await halfDialog.getByRole('button', { name: 'Save bill' }).click();
    await expect(page.getByText(`Bill of materials saved for ${half}.`)).toBeVisible();
    await expect(halfDialog.getByRole('table').getByRole('row').filter({ hasText: rice })).toContainText(
      '0.125 kg',
    );
    await expect(halfDialog).toContainText('৳123.13');
    await expect(halfDialog).toContainText('49.3%');
    await page.keyboard.press('Escape');
    await expect(halfCard.getByRole('region', { name: `Food cost of ${half}` })).toContainText('49.3%');

    // Lowering the threshold to 50 % flags the full plate (54.7 %), not the half (49.3 %).
    await page.goto(`${server.url}/dashboard/settings`);
    const threshold = page.getByLabel('Food-cost threshold (%)*');
    await expect(threshold).toHaveValue('60');
    await threshold.fill('50.55');
    await page.getByRole('button', { name: 'Save Threshold' }).click();
    await expect(page.getByText('Food-cost threshold must have at most 1 decimal place')).toBeVisible();
    await threshold.fill('50');
    await page.getByRole('button', { name: 'Save Threshold' }).click();
    await expect(page.getByText('Food-cost threshold saved.')).toBeVisible();

    await openRecipes(page, `Kacchi ${tag}`);
    await expect(fullCost).toContainText('Food cost over 50%');
    await expect(halfCard.getByRole('region', { name: `Food cost of ${half}` })).not.toContainText(
      'Food cost over',
    );
  });
}
