/**
 * Believable Dhaka restaurant data, shared by the demo seed (`npm run seed:demo`) and tests. Deterministic
 * for a given seed so a test can rely on what it generates.
 */
import crypto from 'node:crypto';
import { computeInvoiceTotals, poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { receiptPayment, type PaymentMethod } from '@dastarkhan/contract/invoices';
import { startOfBusinessDay } from '@dastarkhan/contract/periods';
import type { BusinessDetails } from '@dastarkhan/contract/settings';
import type { invoiceItems, invoices } from '../db/schema';
import { orderNumberBase, TRANSACTION_PREFIX } from '../features/invoices/invoice-numbers';

export type Rng = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** mulberry32: a tiny seeded generator, plenty for demo data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (probability) => next() < probability,
  };
}

/** The demo restaurant's receipt header: believable, and not printed by anyone's real install (ADR 0060). */
export const DEMO_BUSINESS: BusinessDetails = {
  name: 'Dastarkhan Kacchi House',
  address: 'House 27, Road 7, Dhanmondi',
  address2: 'Opposite Dhanmondi Lake Gate 2',
  cityState: 'Dhaka 1205, Bangladesh',
  phone: '+880 1711-456789',
  merchantId: 'MID-20415873',
  terminalId: 'TID-0031',
};

export type DemoRecipe = { name: string; category: string; price: number; description: string };

/** Categories are the ones migration 0001 seeds (docs/decisions/0006-menu-categories.md). */
export const DEMO_MENU: readonly DemoRecipe[] = [
  {
    name: 'Basmoti Kacchi (Full)',
    category: 'Kacchi',
    price: 480,
    description: 'Mutton kacchi, basmati rice, aloo',
  },
  {
    name: 'Basmoti Kacchi (Half)',
    category: 'Kacchi',
    price: 290,
    description: 'Half plate of mutton kacchi',
  },
  { name: 'Cinigura Kacchi', category: 'Kacchi', price: 420, description: 'Kalijira rice, mutton, kewra' },
  {
    name: 'Special Mutton Kacchi',
    category: 'Kacchi',
    price: 560,
    description: 'Extra mutton, egg and jali kabab',
  },
  {
    name: 'Chicken Dom Biriyani',
    category: 'Biriyani',
    price: 320,
    description: 'Slow-cooked chicken biriyani',
  },
  { name: 'Beef Tehari', category: 'Biriyani', price: 230, description: 'Old Dhaka style beef tehari' },
  { name: 'Mutton Biriyani', category: 'Biriyani', price: 450, description: 'Mutton biriyani with aloo' },
  { name: 'Jali Kabab', category: 'Side Dish', price: 90, description: 'Minced beef kabab' },
  { name: 'Chicken Roast', category: 'Side Dish', price: 180, description: 'Quarter chicken in roast gravy' },
  { name: 'Beef Rezala', category: 'Side Dish', price: 260, description: 'Beef in white rezala gravy' },
  { name: 'Egg Korma', category: 'Side Dish', price: 60, description: 'Boiled egg in korma' },
  { name: 'Salad', category: 'Side Dish', price: 40, description: 'Cucumber, onion, green chilli' },
  { name: 'Morog Polao', category: 'Polao', price: 350, description: 'Chicken polao, wedding style' },
  { name: 'Plain Polao', category: 'Polao', price: 120, description: 'Fragrant chinigura polao' },
  { name: 'Kashmiri Polao', category: 'Polao', price: 170, description: 'Polao with dry fruits' },
  { name: 'Borhani', category: 'Desert & Drinks', price: 80, description: 'Spiced yoghurt drink' },
  { name: 'Firni', category: 'Desert & Drinks', price: 70, description: 'Rice pudding in a clay bowl' },
  { name: 'Shahi Jorda', category: 'Desert & Drinks', price: 90, description: 'Sweet saffron rice' },
  { name: 'Mango Lassi', category: 'Desert & Drinks', price: 120, description: 'Seasonal mango lassi' },
  { name: 'Lemon Mint', category: 'Desert & Drinks', price: 90, description: 'Fresh lemon and mint' },
  { name: 'Coca-Cola (250 ml)', category: 'Desert & Drinks', price: 40, description: 'Chilled' },
  { name: 'Mineral Water (500 ml)', category: 'Desert & Drinks', price: 20, description: 'Bottled water' },
  { name: 'Naan', category: 'Other', price: 30, description: 'Tandoori naan' },
  { name: 'Parcel Box', category: 'Other', price: 20, description: 'Takeaway packaging' },
];

const FIRST_NAMES = [
  'Rahim',
  'Karim',
  'Farhana',
  'Nusrat',
  'Tanvir',
  'Sadia',
  'Mehedi',
  'Arif',
  'Sharmin',
  'Rakib',
  'Ayesha',
  'Imran',
  'Jannatul',
  'Shakil',
  'Tahmina',
  'Fahim',
  'Rumana',
  'Sabbir',
  'Nasrin',
  'Habib',
  'Moushumi',
  'Rezaul',
  'Sumaiya',
  'Kamrul',
  'Shirin',
  'Anisur',
  'Lamia',
  'Mahbub',
  'Tasnim',
  'Jahid',
] as const;
const LAST_NAMES = [
  'Hossain',
  'Rahman',
  'Islam',
  'Akter',
  'Ahmed',
  'Chowdhury',
  'Khan',
  'Hasan',
  'Begum',
  'Uddin',
  'Sarker',
  'Talukder',
  'Mia',
  'Siddique',
  'Bhuiyan',
] as const;
const AREAS = [
  'Dhanmondi',
  'Mohammadpur',
  'Gulshan 1',
  'Banani',
  'Uttara Sector 7',
  'Mirpur 10',
  'Lalbagh',
  'Old Dhaka, Chawkbazar',
  'Bashundhara R/A',
  'Motijheel',
  'Shyamoli',
  'Wari',
] as const;
const OPERATORS = ['013', '014', '015', '016', '017', '018', '019'] as const;

export type DemoCustomer = { name: string; phone: string; street: string; city: string };

/** Distinct Bangladeshi names and distinct 01XXXXXXXXX mobile numbers. */
export function demoCustomers(count: number, rng: Rng): DemoCustomer[] {
  const phones = new Set<string>();
  const names = new Set<string>();
  const result: DemoCustomer[] = [];
  while (result.length < count) {
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const phone = `${rng.pick(OPERATORS)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
    if (phones.has(phone) || (names.has(name) && names.size < FIRST_NAMES.length * LAST_NAMES.length))
      continue;
    phones.add(phone);
    names.add(name);
    result.push({
      name,
      phone,
      street: `House ${rng.int(1, 80)}, Road ${rng.int(1, 27)}, ${rng.pick(AREAS)}`,
      city: 'Dhaka',
    });
  }
  return result;
}

export const DEMO_WAITERS = ['Jamal', 'Sohel', 'Ripon', 'Babul', 'Mizan'] as const;
const PAYMENT_MIX: readonly PaymentMethod[] = [
  'Cash',
  'Cash',
  'Cash',
  'bKash',
  'bKash',
  'Card',
  'Nagad',
  'Credit',
];

export type MenuRow = { id: string; name: string; description: string; price: number };
export type CustomerRow = { id: string; name: string; phone: string; street: string };
export type ReceiptRows = {
  invoice: typeof invoices.$inferInsert;
  items: (typeof invoiceItems.$inferInsert)[];
};

export type DayOptions = {
  /** The business day, YYYY-MM-DD in the restaurant's zone. */
  day: string;
  count: number;
  menu: readonly MenuRow[];
  customers: readonly CustomerRow[];
  business: BusinessDetails;
  timeZone: string;
  rng: Rng;
  /** Receipts after this instant are left out (today's receipts stop at "now"). */
  notAfter?: Date;
  createdBy?: string | null;
};

/** One receipt's rows with the totals the invoices service would store, ids made here so items can point at them. */
function receiptAt(at: Date, options: DayOptions): ReceiptRows {
  const { rng, menu } = options;
  const lines = Array.from({ length: rng.int(1, 5) }, () => ({
    recipe: rng.pick(menu),
    quantity: rng.int(1, 3),
  }));
  const discount = rng.chance(0.15)
    ? rng.chance(0.5)
      ? { type: 'percent' as const, amount: rng.pick([5, 10, 15]) }
      : { type: 'fixed' as const, amount: rng.pick([20, 50, 100]) }
    : { type: 'fixed' as const, amount: 0 };
  const totals = computeInvoiceTotals(
    lines.map((line) => ({ price: line.recipe.price, quantity: line.quantity })),
    discount.type,
    discount.amount,
  );
  const paymentMethod = rng.pick(PAYMENT_MIX);
  const customer = rng.chance(0.7) ? rng.pick(options.customers) : undefined;
  // Cash customers hand over round notes; everyone else pays the exact amount (Credit pays later).
  const paid =
    paymentMethod === 'Cash'
      ? Math.ceil(totals.total / 100) * 100
      : paymentMethod === 'Credit'
        ? 0
        : totals.total;
  const { status } = receiptPayment(totals.total, paymentMethod, paid);
  const money = (taka: number) => poishaToDecimalString(toPoisha(taka));
  const id = crypto.randomUUID();
  const { business } = options;
  const time = orderNumberBase(at, options.timeZone);
  return {
    invoice: {
      id,
      invoiceNumber: time,
      transactionId: `${TRANSACTION_PREFIX}${rng.int(1, 9999)}`,
      businessName: business.name,
      businessAddress: business.address,
      businessAddress2: business.address2,
      businessCityState: business.cityState,
      businessPhone: business.phone,
      merchantId: business.merchantId,
      terminalId: business.terminalId,
      customerId: customer?.id ?? null,
      customerName: customer?.name ?? 'Walk-in Customer',
      customerAddress: customer?.street ?? '',
      customerPhone: customer?.phone ?? '',
      issueDate: options.day,
      time: `${time.slice(8, 10)}:${time.slice(10, 12)}`,
      discountType: discount.type,
      discountAmount: money(totals.discountAmount),
      discount: money(totals.discount),
      subTotal: money(totals.subTotal),
      total: money(totals.total),
      amountPaid: money(paid),
      status,
      paymentMethod,
      waiter: rng.pick(DEMO_WAITERS),
      createdBy: options.createdBy ?? null,
      createdAt: at,
      updatedAt: at,
    },
    items: lines.map((line, position) => ({
      invoiceId: id,
      position,
      recipeId: line.recipe.id,
      name: line.recipe.name,
      description: line.recipe.description,
      price: money(line.recipe.price),
      quantity: line.quantity,
      lineTotal: money(totals.lineTotals[position] ?? 0),
    })),
  };
}

/**
 * A day's receipts between 11:30 and 23:00, at distinct seconds so their order numbers (timestamps) are
 * unique without suffixes.
 */
export function demoReceiptsForDay(options: DayOptions): ReceiptRows[] {
  const opening = startOfBusinessDay(options.day, options.timeZone).getTime() + 11.5 * 3_600_000;
  const seconds = new Set<number>();
  while (seconds.size < options.count) seconds.add(options.rng.int(0, 11.5 * 3600 - 1));
  return [...seconds]
    .sort((a, b) => a - b)
    .map((second) => new Date(opening + second * 1000))
    .filter((at) => !options.notAfter || at <= options.notAfter)
    .map((at) => receiptAt(at, options));
}

export const DEMO_COSTS = [
  { reason: 'Gas cylinder refill (35 kg)', amount: 4_850, holderName: 'Babul' },
  { reason: 'DESCO electricity bill', amount: 12_400, holderName: 'Kamal Hossain' },
  { reason: 'Staff tea and snacks', amount: 360, holderName: 'Jamal' },
  { reason: 'Van fare from Karwan Bazar', amount: 250, holderName: 'Ripon' },
  { reason: 'Generator diesel', amount: 1_850, holderName: 'Mizan' },
  { reason: 'Kitchen cleaning supplies', amount: 720.5, holderName: 'Sohel' },
  { reason: 'Clay firni bowls (200 pcs)', amount: 1_600, holderName: 'Not specified' },
  { reason: 'WASA water bill', amount: 2_150, holderName: 'Kamal Hossain' },
] as const;

export type DemoStock = {
  name: string;
  category: 'Meat' | 'Vegetable' | 'Drinks' | 'Desert' | 'Mosla';
  unit: 'kg' | 'g' | 'l' | 'ml' | 'unit' | 'pack' | 'box' | 'bag' | 'bottle' | 'other';
  unitPrice: number;
  supplier: string;
  threshold: number;
  /** Quantities of each intake, oldest first. */
  intakes: number[];
  /** How much of it the kitchen has used since. */
  used: number;
};

export const DEMO_STOCK: readonly DemoStock[] = [
  {
    name: 'Khashi mutton',
    category: 'Meat',
    unit: 'kg',
    unitPrice: 1_150,
    supplier: 'Mohammadpur Krishi Market',
    threshold: 15,
    intakes: [40, 35, 40],
    used: 98,
  },
  {
    name: 'Broiler chicken',
    category: 'Meat',
    unit: 'kg',
    unitPrice: 210,
    supplier: 'Kaptan Bazar',
    threshold: 20,
    intakes: [50, 50],
    used: 84,
  },
  {
    name: 'Beef',
    category: 'Meat',
    unit: 'kg',
    unitPrice: 780,
    supplier: 'Hazaribagh Meat House',
    threshold: 10,
    intakes: [30, 25],
    used: 47,
  },
  {
    name: 'Potato (Diamond)',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 45,
    supplier: 'Karwan Bazar',
    threshold: 25,
    intakes: [100, 80],
    used: 150,
  },
  {
    name: 'Onion (deshi)',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 95,
    supplier: 'Karwan Bazar',
    threshold: 20,
    intakes: [60, 60],
    used: 111,
  },
  {
    name: 'Chinigura rice',
    category: 'Vegetable',
    unit: 'bag',
    unitPrice: 3_900,
    supplier: 'Babubazar Rice Agency',
    threshold: 3,
    intakes: [6, 5],
    used: 8,
  },
  {
    name: 'Mineral water 500 ml',
    category: 'Drinks',
    unit: 'box',
    unitPrice: 360,
    supplier: 'Mum Distributor',
    threshold: 5,
    intakes: [20, 15],
    used: 29,
  },
  {
    name: 'Coca-Cola 250 ml',
    category: 'Drinks',
    unit: 'box',
    unitPrice: 720,
    supplier: 'Coca-Cola Bangladesh',
    threshold: 4,
    intakes: [10],
    used: 6,
  },
  {
    name: 'Sour yoghurt (borhani)',
    category: 'Desert',
    unit: 'kg',
    unitPrice: 180,
    supplier: 'Bogura Doi Ghar',
    threshold: 10,
    intakes: [30, 30],
    used: 52,
  },
  {
    name: 'Sugar',
    category: 'Desert',
    unit: 'kg',
    unitPrice: 135,
    supplier: 'Moulvibazar Wholesale',
    threshold: 10,
    intakes: [25],
    used: 25,
  },
  {
    name: 'Kacchi masala',
    category: 'Mosla',
    unit: 'pack',
    unitPrice: 85,
    supplier: 'Radhuni',
    threshold: 10,
    intakes: [40, 40],
    used: 71,
  },
  {
    name: 'Saffron',
    category: 'Mosla',
    unit: 'g',
    unitPrice: 450,
    supplier: 'Moulvibazar Wholesale',
    threshold: 5,
    intakes: [20],
    used: 14,
  },
];
