import type { Page } from '@playwright/test';

/** Fills the sign-in form already open on `page` and presses Sign in, as a person does. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A person registering at `url`, as one does: the form filled in, the terms ticked, Create Account pressed. */
export async function submitRegistration(
  page: Page,
  url: string,
  who: { name: string; email: string; password: string },
  press: 'click' | 'tap' = 'click',
): Promise<void> {
  await page.goto(`${url}/register`);
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password').fill(who.password);
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Create Account' })[press]();
}
