import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chargeButton, chargePanel, dishButton } from '../support/counter';
import { startServer, type RunningServer } from '../support/server';
import { submitRegistration, submitSignIn } from '../support/sign-in';

// A new shop: an empty database, where the first account becomes admin and no business details exist.
const owner = { name: 'Nusrat Jahan', email: 'nusrat@kacchighar.test', password: 'kacchi-2026' };
const helper = { name: 'Mahfuz Rahman', email: 'mahfuz@kacchighar.test', password: 'borhani-2026' };
const business = {
  name: "Nusrat's Kacchi Ghar",
  address: 'House 12, Road 3, Mirpur 10',
  cityState: 'Dhaka 1216',
  phone: '01712-345678',
};

async function register(page: Page, url: string, who: typeof owner) {
  await submitRegistration(page, url, who);
  // Registering signs the account in (issue 31): the owner to the dashboard, a later sign-up to the staff portal.
  await expect(page).toHaveURL(new RegExp(`${url}/(dashboard|stuff-portal)$`));
}

async function signIn(page: Page, url: string, who: typeof owner) {
  await page.goto(`${url}/login`);
  await submitSignIn(page, who.email, who.password);
  await expect(page).toHaveURL(`${url}/dashboard`);
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`first use at ${viewport.width}×${viewport.height}`, () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer();
    });
    test.afterAll(() => server.stop());
    test.use({ baseURL: undefined, viewport });
    // Two registrations, three sign-ins and a cold app: more than the default minute on a busy machine.
    test.describe.configure({ timeout: 120_000 });

    test('the first admin is asked for the business details once, and the first receipt prints them', async ({
      page,
      browser,
    }) => {
      const url = server.url;
      await register(page, url, owner);
      await register(page, url, helper);
      await signIn(page, url, owner);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const api = (method: 'GET' | 'POST' | 'PATCH', path: string, data?: object) =>
        page.request.fetch(`${url}/api${path}`, {
          method,
          data,
          headers: { authorization: `Bearer ${token}` },
        });

      // The dashboard asks before anything else; nothing of another business is shown anywhere.
      const setup = page.getByRole('region', { name: 'Set up your business' });
      await expect(setup).toBeVisible();
      await expect(setup.getByLabel('Business Name*')).toHaveValue('');
      expect(await fitsTheScreen(page)).toBe(true);

      // A manager meets a notice that asks the admin, and no receipt form.
      const { data } = await (await api('GET', '/users')).json();
      const helperId = data.users.find((user: { email: string }) => user.email === helper.email)._id;
      expect((await api('PATCH', `/users/${helperId}`, { role: 'manager' })).ok()).toBe(true);
      const managerPage = await browser.newPage({ viewport });
      await signIn(managerPage, url, helper);
      await expect(managerPage.getByText('The business details are not set yet')).toBeVisible();
      await managerPage.goto(`${url}/dashboard/invoices/new`);
      await expect(managerPage.getByText('an admin must enter them in Settings')).toBeVisible();
      await expect(managerPage.getByRole('button', { name: 'Charge', exact: true })).toHaveCount(0);

      // The receipt screen asks the admin for the same details instead of a receipt.
      expect(
        (
          await api('POST', '/recipes', {
            name: 'Basmoti Kacchi',
            category: 'kacchi',
            price: 420,
            image: 'https://images.example.com/kacchi.jpg',
          })
        ).ok(),
      ).toBe(true);
      await page.goto(`${url}/dashboard/invoices/new`);
      await expect(setup).toBeVisible();
      await expect(page.getByRole('button', { name: 'Charge', exact: true })).toHaveCount(0);
      await setup.getByRole('button', { name: 'Save Details' }).click();
      await expect(setup.getByText('Business name is required')).toBeVisible();
      await setup.getByLabel('Business Name*').fill(business.name);
      await setup.getByLabel('Address', { exact: true }).fill(business.address);
      await setup.getByLabel('City / State').fill(business.cityState);
      await setup.getByLabel('Phone').fill(business.phone);
      expect(await fitsTheScreen(page)).toBe(true);
      await setup.getByRole('button', { name: 'Save Details' }).click();
      await expect(page.getByText('Business details saved. New receipts will print them.')).toBeVisible();
      await expect(setup).toBeHidden();

      // The first receipt prints them.
      await expect(page.getByRole('heading', { name: 'New Receipt' })).toBeVisible();
      await expect(page.getByTestId('business-details')).toContainText(business.name);
      await page.getByRole('combobox', { name: 'Customer Name*' }).fill('Walk-in guest');
      await dishButton(page, 'Basmoti Kacchi').click();
      await chargeButton(page).click();
      await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
      await chargePanel(page).getByRole('button', { name: 'Create Receipt' }).click();
      const receipt = page.getByTestId('receipt');
      for (const line of [business.name, business.address, business.cityState, business.phone]) {
        await expect(receipt).toContainText(line);
      }

      // Asked once: the dashboard no longer asks, and the manager now gets the receipt form.
      await page.goto(`${url}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(setup).toHaveCount(0);
      await managerPage.reload();
      await expect(managerPage.getByRole('button', { name: 'Charge', exact: true })).toBeVisible();
      await managerPage.close();
    });
  });
}
