import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, BUSINESS } from './accounts';
import { apiTokenOn, startServer, type Account, type RunningServer } from './server';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A dish the menu offers, as an admin adds it (`url`: the app's; `token`: an admin's). */
export async function addDish(
  request: APIRequestContext,
  url: string,
  token: string,
  dish: { name: string; category: string; price: number; code?: string },
): Promise<void> {
  const created = await request.post(`${url}/api/recipes`, {
    data: { image: 'https://images.example.com/dish.jpg', ...dish },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/**
 * A server of the journey's own for the counter: an admin, a manager (and any `others`), the business given and
 * the dishes on the menu. The manager's token is the one the counter is opened with.
 */
export async function startCounterServer(
  request: APIRequestContext,
  dishes: readonly (readonly [name: string, category: string, price: number])[],
  { business = BUSINESS, others = [] }: { business?: object; others?: Account[] } = {},
): Promise<{ server: RunningServer; managerToken: string }> {
  const server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager, ...others], { business });
  const admin = await apiTokenOn(server.url, ACCOUNTS.admin);
  for (const [name, category, price] of dishes)
    await addDish(request, server.url, admin, { name, category, price });
  return { server, managerToken: await apiTokenOn(server.url, ACCOUNTS.manager) };
}

/** A dish's tile on the counter's menu: its accessible name starts with the dish's name, then its price. */
export function dishButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${escaped(name)}, ৳`) });
}

/** The counter's Charge button (the order's own; a phone's bottom bar has another). */
export function chargeButton(page: Page): Locator {
  return page
    .getByRole('complementary', { name: 'Order' })
    .getByRole('button', { name: 'Charge', exact: true });
}

/** The Charge panel, once open. */
export function chargePanel(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Charge ৳/ });
}

/**
 * In the Charge panel, puts what the payments so far leave on the customer's account: a second payment, Credit.
 * Credit is only ever chosen, never what a short payment leaves by itself (ADR 0147).
 */
export async function putRestOnCredit(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Split: add a payment' }).click();
  await panel
    .getByRole('group', { name: 'Method of payment 2' })
    .getByRole('button', { name: 'Credit', exact: true })
    .click();
}
