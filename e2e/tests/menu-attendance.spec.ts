import type { Page } from '@playwright/test';
import { dishButton } from '../support/counter';
import { expect, signInAs, test } from '../support/fixtures';

// Runs on the shared server: every name here is unique to the run, so other journeys never collide.
const suffix = Date.now().toString(36);

/** Opens the receipt screen and waits for its menu grid (available recipes, SPEC §2) to load. */
async function openReceiptMenu(page: Page): Promise<void> {
  const menuLoaded = page.waitForResponse(
    (response) => response.url().includes('/api/recipes?') && response.url().includes('available=true'),
  );
  await page.goto('/dashboard/invoices/new');
  await menuLoaded;
  await expect(page.getByText('Loading menu...')).toBeHidden();
}

// The admin's screens at a laptop and at a tablet held upright.
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
];

for (const [index, viewport] of VIEWPORTS.entries()) {
  test(`at ${viewport.width}×${viewport.height} a new recipe with a short code appears in the listing, and marking it unavailable takes it off the menu`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const name = `Basmoti Kacchi ${suffix}-${index}`;
    // Codes are unique across the shared server's dishes: this run's time and the viewport make one.
    const code = `${suffix.slice(-5)}${index}`.toUpperCase();
    await signInAs(page, 'admin', '/dashboard/recipes');
    const form = page.getByRole('form', { name: 'Add New Recipe' });
    await expect(page.getByRole('heading', { name: 'All The Receipe Listing' })).toBeVisible();

    await form.getByLabel('Name*').fill(name);
    await form.getByLabel('Category*').selectOption('Kacchi');
    await form.getByLabel('Price*').fill('450.50');
    await form.getByLabel('Image URL*').fill('not a url');
    await form.getByRole('button', { name: 'Add Recipe' }).click();
    await expect(
      form.getByText('Image must be a web address starting with http:// or https://'),
    ).toBeVisible();

    await form.getByLabel('Image URL*').fill('https://images.example.com/kacchi.jpg');
    await form.getByLabel('Description').fill('Mutton kacchi on basmati rice');
    await form.getByLabel('Short code').fill(` ${code.toLowerCase()} `);
    await form.getByRole('button', { name: 'Add Recipe' }).click();
    await expect(page.getByText(`${name} added to the menu.`)).toBeVisible();
    await expect(form.getByLabel('Name*')).toHaveValue('');

    await page.getByLabel('Search recipes by name or description').fill(suffix);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Available', { exact: true })).toBeVisible();
    await expect(card.getByText('৳450.50')).toBeVisible();
    await expect(card.getByText('Category: Kacchi')).toBeVisible();
    await expect(card.getByText(`Short code: ${code}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`recipesSearch=${suffix}`));
    // The search finds a dish by its code too, in any letter case.
    const byCode = page.waitForResponse((response) =>
      response.url().includes(`search=${code.toLowerCase()}`),
    );
    await page.getByLabel('Search recipes by name or description').fill(code.toLowerCase());
    await byCode;
    await expect(card).toBeVisible();
    await page.getByLabel('Search recipes by name or description').fill(suffix);
    await expect(page).toHaveURL(new RegExp(`recipesSearch=${suffix}`));

    await openReceiptMenu(page);
    const addToReceipt = dishButton(page, name);
    await expect(addToReceipt).toBeVisible();
    // Its short code finds it on the counter's Search menu.
    await page.getByRole('searchbox', { name: 'Search menu' }).fill(code.toLowerCase());
    await expect(page.locator('main').getByRole('button', { name: /, ৳/ }).first()).toHaveAccessibleName(
      new RegExp(`^${name}, ৳`),
    );

    await page.goBack();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Mark Unavailable' }).click();
    await expect(card.getByText('Unavailable', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Available' })).toBeVisible();
    await openReceiptMenu(page);
    await expect(addToReceipt).toHaveCount(0);
    await page.goBack();

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
    await dialog.getByLabel('Description').fill('');
    await dialog.getByLabel('Price*').fill('480');
    await expect(dialog.getByLabel('Short code')).toHaveValue(code);
    await dialog.getByLabel('Short code').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('৳480.00')).toBeVisible();
    await expect(card.getByText('No description available')).toBeVisible();
    await expect(card.getByText('Short code:')).toHaveCount(0);

    await page.getByLabel('Category filter').selectOption('Polao');
    await expect(page.getByText('No recipes found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add your first recipe' })).toHaveCount(0);
    await page.getByLabel('Category filter').selectOption('Kacchi');

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('Are you sure you want to delete this recipe?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card).toBeHidden();
    await expect(page.getByText('No recipes found.')).toBeVisible();
  });
}

test('an admin marks check-in and check-out for a selected user and sees the row', async ({ page }) => {
  const person = { name: `Karim Waiter ${suffix}`, email: `karim-${suffix}@e2e.dastarkhan.test` };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...person, password: 'waiter-pass-1', passwordConfirm: 'waiter-pass-1' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { data } = (await registered.json()) as { data: { user: { _id: string } } };

  await signInAs(page, 'admin', '/dashboard/attendence');
  await expect(page.getByRole('heading', { name: 'Staff Attendance' })).toBeVisible();
  const checkIn = page.getByRole('button', { name: 'Check In' });
  const checkOut = page.getByRole('button', { name: 'Check Out' });
  await expect(page.getByText('Please select a user')).toBeVisible();
  await expect(checkIn).toBeDisabled();
  await expect(checkOut).toBeDisabled();

  await page.getByLabel('Select User').selectOption(data.user._id);
  await expect(checkIn).toBeEnabled();
  await expect(checkOut).toBeDisabled();
  await expect(page.getByText('No attendance records')).toBeVisible();

  await checkIn.click();
  await expect(page.getByText(`Check-in marked for ${person.name}.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(person.name) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('present');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{2}:\d{2}\s?[ap]m$/i);
  await expect(row.getByRole('cell').nth(4)).toHaveText('—');
  await expect(checkIn).toBeDisabled();

  await checkOut.click();
  await expect(page.getByText(`Check-out marked for ${person.name}.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{2}:\d{2}\s?[ap]m$/i);
  await expect(checkOut).toBeDisabled();

  await page.getByLabel('Period').selectOption('week');
  await expect(row).toBeVisible();
});
