import type { Page } from '@playwright/test';

/** Fills the sign-in form already open on `page` and presses Sign in, as a person does. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
