import type { Locator, Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
