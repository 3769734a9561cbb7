import { expect, signInAs, test } from '../support/fixtures';

test('an admin renames the business and new receipts show the new name; a manager has no Settings link', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin', '/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  const name = page.getByLabel('Business Name');
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();

  await name.fill('Shahi Dastarkhan Gulshan');
  await page.getByLabel('Phone').fill('01819-000111');
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText('Business details saved. New receipts will print them.')).toBeVisible();

  await page.goto('/dashboard/invoices/new');
  await expect(page.getByTestId('business-details')).toContainText('Shahi Dastarkhan Gulshan');
  await expect(page.getByTestId('business-details')).toContainText('01819-000111');

  const managerPage = await browser.newPage();
  await signInAs(managerPage, 'manager', '/dashboard');
  const sidebar = managerPage.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await managerPage.close();

  // Leave the shared server as it was for the other journeys.
  await page.goto('/dashboard/settings');
  await page.getByLabel('Business Name').fill(original);
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText('Business details saved. New receipts will print them.')).toBeVisible();
});
