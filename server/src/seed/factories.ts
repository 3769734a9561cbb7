/**
 * One factory per entity: the body the API takes to create one, believable for a Dhaka restaurant, with
 * `overrides` for whatever a test cares about. Tests send them through the API; the demo seed (demo.ts) stores
 * them. Every value comes from the `faker` passed in, so the same seed gives the same rows (ADR 0063).
 */
import crypto from 'node:crypto';
import { base, en, Faker } from '@faker-js/faker';
import type { Role } from '@dastarkhan/contract/common';
import type { CostsBody } from '@dastarkhan/contract/costs';
import type { CustomerBody } from '@dastarkhan/contract/customers';
import type { InventoryIntakeRow } from '@dastarkhan/contract/inventory';
import type { CreateInvoiceInput } from '@dastarkhan/contract/invoices';
import { computeInvoiceTotals } from '@dastarkhan/contract/money';
import { WALLET_METHODS } from '@dastarkhan/contract/tenders';
import type { CreateRecipeInput } from '@dastarkhan/contract/recipes';
import {
  AREAS,
  DEMO_COSTS,
  DEMO_MENU,
  DEMO_STOCK,
  DEMO_WAITERS,
  FIRST_NAMES,
  LAST_NAMES,
  OPERATORS,
  PAYMENT_MIX,
} from './demo-data';

export type { Faker };

/** A seeded generator: each test file (or seed run) makes its own, so its rows never depend on another's. */
export const createFaker = (seed: number): Faker => new Faker({ locale: [en, base], seed });

export const personName = (faker: Faker) =>
  `${faker.helpers.arrayElement(FIRST_NAMES)} ${faker.helpers.arrayElement(LAST_NAMES)}`;

/** A Bangladeshi mobile number, 01XXXXXXXXX. */
export const mobileNumber = (faker: Faker) =>
  `${faker.helpers.arrayElement(OPERATORS)}${faker.string.numeric(8)}`;

type CustomerMade = CustomerBody & { address: { street: string; city: string } };

/** A customer: a Dhaka name, a mobile number and a street in a Dhaka area. */
export function customerBody(faker: Faker, overrides: Partial<CustomerMade> = {}): CustomerMade {
  const street = `House ${faker.number.int({ min: 1, max: 80 })}, Road ${faker.number.int({ min: 1, max: 27 })}, ${faker.helpers.arrayElement(AREAS)}`;
  return {
    name: personName(faker),
    phone: mobileNumber(faker),
    address: { street, city: 'Dhaka' },
    ...overrides,
  };
}

/**
 * A dish from the demo menu (its category is one migration 0001 seeds), without its short code: codes are
 * unique and two draws may pick the same dish.
 */
export function recipeBody(faker: Faker, overrides: Partial<CreateRecipeInput> = {}) {
  const { code: _unique, ...dish } = faker.helpers.arrayElement(DEMO_MENU);
  return {
    ...dish,
    image: `https://example.com/menu/${faker.string.alphanumeric(8)}.jpg`,
    ...overrides,
  } satisfies CreateRecipeInput;
}

/** A stock intake of one demo item, bought at its usual price. */
export function stockIntakeBody(faker: Faker, overrides: Partial<InventoryIntakeRow> = {}) {
  const stock = faker.helpers.arrayElement(DEMO_STOCK);
  return {
    name: stock.name,
    nameBn: stock.nameBn,
    category: stock.category,
    unit: stock.unit,
    quantity: faker.number.int({ min: 1, max: 50 }),
    price: stock.unitPrice,
    supplier: { name: stock.supplier },
    threshold: stock.threshold,
    ...overrides,
  } satisfies InventoryIntakeRow;
}

/** An extra cost, one the demo restaurant pays. */
export function costBody(faker: Faker, overrides: Partial<CostsBody[number]> = {}) {
  const cost = faker.helpers.arrayElement(DEMO_COSTS);
  return { ...cost, ...overrides } satisfies CostsBody[number];
}

/** An account (for `upsertUser` or the register route): a Dhaka name and a unique email. */
export function userBody(
  faker: Faker,
  role: Role = 'staff',
  overrides: Partial<{ name: string; email: string }> = {},
) {
  const name = personName(faker);
  const email = `${name.toLowerCase().replace(' ', '.')}.${faker.string.numeric(6)}@example.com`;
  return { name, email, password: faker.internet.password({ length: 14 }), role, ...overrides };
}

export type MenuRow = {
  id: string;
  name: string;
  nameBn?: string | null;
  description: string;
  price: number;
};
export type CustomerRow = { id: string; name: string; phone: string; street: string };

/**
 * A receipt: 1–5 lines from `menu` (the demo menu when left out), sometimes a discount, 70 % of the time for one
 * of `customers`; cash customers hand over round notes, Credit pays later, everyone else pays the total.
 */
export function receiptBody(
  faker: Faker,
  {
    menu = DEMO_MENU.map((dish) => ({ ...dish, id: undefined })),
    customers = [],
  }: { menu?: readonly (Omit<MenuRow, 'id'> & { id?: string })[]; customers?: readonly CustomerRow[] } = {},
  overrides: Partial<CreateInvoiceInput> = {},
) {
  const items = Array.from({ length: faker.number.int({ min: 1, max: 5 }) }, () => {
    const dish = faker.helpers.arrayElement(menu);
    return {
      name: dish.name,
      description: dish.description,
      price: dish.price,
      quantity: faker.number.int({ min: 1, max: 3 }),
      recipeId: dish.id,
    };
  });
  // A fixed discount stays below a tenth of the bill: a discount never takes the whole subtotal (issue 32).
  const tenth = Math.floor(computeInvoiceTotals(items, 'fixed', 0).subTotal / 10);
  const discount = faker.datatype.boolean(0.15)
    ? faker.datatype.boolean()
      ? { discountType: 'percent' as const, discountAmount: faker.helpers.arrayElement([5, 10, 15]) }
      : {
          discountType: 'fixed' as const,
          discountAmount: Math.min(tenth, faker.helpers.arrayElement([20, 50, 100])),
        }
    : { discountType: 'fixed' as const, discountAmount: 0 };
  const { total } = computeInvoiceTotals(items, discount.discountType, discount.discountAmount);
  const drawn = faker.helpers.arrayElement(PAYMENT_MIX);
  const customer =
    customers.length > 0 && faker.datatype.boolean(0.7) ? faker.helpers.arrayElement(customers) : undefined;
  // Credit is for a customer who can be found again by phone; a walk-in pays in cash (ADR 0147).
  const paymentMethod = drawn === 'Credit' && !customer?.phone ? 'Cash' : drawn;
  const amountPaid =
    paymentMethod === 'Cash' ? Math.ceil(total / 100) * 100 : paymentMethod === 'Credit' ? 0 : total;
  // A wallet payment carries its transaction ID, unique for ever (ADR 0146); not drawn from `faker`, so the
  // rest of a seeded run stays as it was.
  const paymentReference = WALLET_METHODS.includes(paymentMethod)
    ? crypto.randomBytes(5).toString('hex').toUpperCase()
    : undefined;
  return {
    customerId: customer?.id,
    customer: customer
      ? { name: customer.name, address: customer.street, phoneNumber: customer.phone }
      : { name: 'Walk-in Customer', phoneNumber: '' },
    items,
    ...discount,
    paymentMethod,
    amountPaid,
    ...(paymentReference ? { paymentReference } : {}),
    waiter: faker.helpers.arrayElement(DEMO_WAITERS),
    ...overrides,
  } satisfies CreateInvoiceInput;
}
