/**
 * The demo restaurant: its receipt header, menu, the names, areas and costs of Dhaka, and its stock. The entity
 * factories (factories.ts) draw from these lists, so tests and the demo seed make the same kind of rows.
 */
import type { InventoryUnit } from '@dastarkhan/contract/inventory';
import type { PaymentMethod } from '@dastarkhan/contract/invoices';
import type { BusinessDetails } from '@dastarkhan/contract/settings';

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

/** `code` is the counter's short code: a letter or two for the category and a number (K1, BR2). */
export type DemoRecipe = { name: string; code: string; category: string; price: number; description: string };

/** Categories are the ones migration 0001 seeds (docs/decisions/0006-menu-categories.md). */
export const DEMO_MENU: readonly DemoRecipe[] = [
  {
    name: 'Basmoti Kacchi (Full)',
    code: 'K1',
    category: 'Kacchi',
    price: 480,
    description: 'Mutton kacchi, basmati rice, aloo',
  },
  {
    name: 'Basmoti Kacchi (Half)',
    code: 'K2',
    category: 'Kacchi',
    price: 290,
    description: 'Half plate of mutton kacchi',
  },
  {
    name: 'Cinigura Kacchi',
    code: 'K3',
    category: 'Kacchi',
    price: 420,
    description: 'Kalijira rice, mutton, kewra',
  },
  {
    name: 'Special Mutton Kacchi',
    code: 'K4',
    category: 'Kacchi',
    price: 560,
    description: 'Extra mutton, egg and jali kabab',
  },
  {
    name: 'Chicken Dom Biriyani',
    code: 'BR1',
    category: 'Biriyani',
    price: 320,
    description: 'Slow-cooked chicken biriyani',
  },
  {
    name: 'Beef Tehari',
    code: 'BR2',
    category: 'Biriyani',
    price: 230,
    description: 'Old Dhaka style beef tehari',
  },
  {
    name: 'Mutton Biriyani',
    code: 'BR3',
    category: 'Biriyani',
    price: 450,
    description: 'Mutton biriyani with aloo',
  },
  { name: 'Jali Kabab', code: 'S1', category: 'Side Dish', price: 90, description: 'Minced beef kabab' },
  {
    name: 'Chicken Roast',
    code: 'S2',
    category: 'Side Dish',
    price: 180,
    description: 'Quarter chicken in roast gravy',
  },
  {
    name: 'Beef Rezala',
    code: 'S3',
    category: 'Side Dish',
    price: 260,
    description: 'Beef in white rezala gravy',
  },
  { name: 'Egg Korma', code: 'S4', category: 'Side Dish', price: 60, description: 'Boiled egg in korma' },
  {
    name: 'Salad',
    code: 'S5',
    category: 'Side Dish',
    price: 40,
    description: 'Cucumber, onion, green chilli',
  },
  {
    name: 'Morog Polao',
    code: 'P1',
    category: 'Polao',
    price: 350,
    description: 'Chicken polao, wedding style',
  },
  { name: 'Plain Polao', code: 'P2', category: 'Polao', price: 120, description: 'Fragrant chinigura polao' },
  { name: 'Kashmiri Polao', code: 'P3', category: 'Polao', price: 170, description: 'Polao with dry fruits' },
  {
    name: 'Borhani',
    code: 'D1',
    category: 'Desert & Drinks',
    price: 80,
    description: 'Spiced yoghurt drink',
  },
  {
    name: 'Firni',
    code: 'D2',
    category: 'Desert & Drinks',
    price: 70,
    description: 'Rice pudding in a clay bowl',
  },
  {
    name: 'Shahi Jorda',
    code: 'D3',
    category: 'Desert & Drinks',
    price: 90,
    description: 'Sweet saffron rice',
  },
  {
    name: 'Mango Lassi',
    code: 'D4',
    category: 'Desert & Drinks',
    price: 120,
    description: 'Seasonal mango lassi',
  },
  {
    name: 'Lemon Mint',
    code: 'D5',
    category: 'Desert & Drinks',
    price: 90,
    description: 'Fresh lemon and mint',
  },
  { name: 'Coca-Cola (250 ml)', code: 'D6', category: 'Desert & Drinks', price: 40, description: 'Chilled' },
  {
    name: 'Mineral Water (500 ml)',
    code: 'D7',
    category: 'Desert & Drinks',
    price: 20,
    description: 'Bottled water',
  },
  { name: 'Naan', code: 'N1', category: 'Other', price: 30, description: 'Tandoori naan' },
  { name: 'Parcel Box', code: 'PB1', category: 'Other', price: 20, description: 'Takeaway packaging' },
];

export const FIRST_NAMES = [
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
export const LAST_NAMES = [
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
export const AREAS = [
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
export const OPERATORS = ['013', '014', '015', '016', '017', '018', '019'] as const;

export const DEMO_WAITERS = ['Jamal', 'Sohel', 'Ripon', 'Babul', 'Mizan'] as const;
export const PAYMENT_MIX: readonly PaymentMethod[] = [
  'Cash',
  'Cash',
  'Cash',
  'bKash',
  'bKash',
  'Card',
  'Nagad',
  'Credit',
];

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
  unit: InventoryUnit;
  /** Taka per unit at the usual supplier; each delivery is priced within 2 % of it. */
  unitPrice: number;
  supplier: string;
  threshold: number;
  /** What the supplier sells it by (a 25 kg sack, a tray of 30 eggs, a case of 24): deliveries are multiples. */
  step: number;
  /** How many days of the kitchen's use one delivery is meant to cover. */
  coverDays: number;
  /** The latest deliveries were never entered, so the sales took it below zero ("record the missing intake"). */
  missedDelivery?: true;
};

/**
 * The stock room of a kacchi house, at Dhaka wholesale prices. How much of each is bought, and when, follows
 * what the seeded receipts' recipes take (demo.ts): each item is restocked when it falls below two days' use.
 */
export const DEMO_STOCK: readonly DemoStock[] = [
  {
    name: 'Khashi mutton',
    category: 'Meat',
    unit: 'kg',
    unitPrice: 1_100,
    supplier: 'Mohammadpur Krishi Market',
    threshold: 5,
    step: 1,
    coverDays: 3,
  },
  {
    name: 'Beef',
    category: 'Meat',
    unit: 'kg',
    unitPrice: 780,
    supplier: 'Hazaribagh Meat House',
    threshold: 3,
    step: 1,
    coverDays: 4,
  },
  {
    name: 'Broiler chicken',
    category: 'Meat',
    unit: 'kg',
    unitPrice: 210,
    supplier: 'Kaptan Bazar',
    threshold: 5,
    step: 1,
    coverDays: 3,
  },
  {
    name: 'Farm eggs',
    category: 'Meat',
    unit: 'dozen',
    unitPrice: 145,
    supplier: 'Kaptan Bazar',
    threshold: 2,
    step: 2.5,
    coverDays: 7,
  },
  {
    name: 'Basmati rice',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 220,
    supplier: 'Babubazar Rice Agency',
    threshold: 10,
    step: 25,
    coverDays: 14,
  },
  {
    name: 'Chinigura rice',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 155,
    supplier: 'Babubazar Rice Agency',
    threshold: 10,
    step: 25,
    coverDays: 14,
  },
  {
    name: 'Potato (Diamond)',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 40,
    supplier: 'Karwan Bazar',
    threshold: 10,
    step: 5,
    coverDays: 7,
  },
  {
    name: 'Onion (deshi)',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 95,
    supplier: 'Karwan Bazar',
    threshold: 10,
    step: 5,
    coverDays: 7,
  },
  {
    name: 'Green chilli',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 120,
    supplier: 'Karwan Bazar',
    threshold: 1,
    step: 0.5,
    coverDays: 4,
  },
  {
    name: 'Cucumber',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 60,
    supplier: 'Karwan Bazar',
    threshold: 2,
    step: 1,
    coverDays: 3,
  },
  {
    name: 'Lemon (kagoji)',
    category: 'Vegetable',
    unit: 'unit',
    unitPrice: 8,
    supplier: 'Karwan Bazar',
    threshold: 20,
    step: 20,
    coverDays: 4,
  },
  {
    name: 'Mint leaves',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 200,
    supplier: 'Karwan Bazar',
    threshold: 0.25,
    step: 0.25,
    coverDays: 3,
  },
  {
    name: 'Maida (flour)',
    category: 'Vegetable',
    unit: 'kg',
    unitPrice: 65,
    supplier: 'Moulvibazar Wholesale',
    threshold: 5,
    step: 10,
    coverDays: 14,
  },
  {
    name: 'Sour yoghurt (tok doi)',
    category: 'Desert',
    unit: 'kg',
    unitPrice: 160,
    supplier: 'Bogura Doi Ghar',
    threshold: 5,
    step: 5,
    coverDays: 4,
    missedDelivery: true,
  },
  {
    name: 'Liquid milk',
    category: 'Desert',
    unit: 'l',
    unitPrice: 90,
    supplier: 'Milk Vita depot',
    threshold: 5,
    step: 5,
    coverDays: 3,
  },
  {
    name: 'Sugar',
    category: 'Desert',
    unit: 'kg',
    unitPrice: 135,
    supplier: 'Moulvibazar Wholesale',
    threshold: 5,
    step: 10,
    coverDays: 14,
  },
  {
    name: 'Mango pulp',
    category: 'Desert',
    unit: 'kg',
    unitPrice: 200,
    supplier: 'Pran distributor',
    threshold: 2,
    step: 2,
    coverDays: 10,
  },
  {
    name: 'Raisins and cashews',
    category: 'Desert',
    unit: 'kg',
    unitPrice: 1_300,
    supplier: 'Moulvibazar Wholesale',
    threshold: 0.5,
    step: 0.5,
    coverDays: 21,
  },
  {
    name: 'Ghee',
    category: 'Mosla',
    unit: 'kg',
    unitPrice: 1_400,
    supplier: 'Moulvibazar Wholesale',
    threshold: 2,
    step: 1,
    coverDays: 10,
  },
  {
    name: 'Soybean oil',
    category: 'Mosla',
    unit: 'l',
    unitPrice: 185,
    supplier: 'Moulvibazar Wholesale',
    threshold: 5,
    step: 5,
    coverDays: 10,
  },
  {
    name: 'Ginger-garlic paste',
    category: 'Mosla',
    unit: 'kg',
    unitPrice: 300,
    supplier: 'Karwan Bazar',
    threshold: 1,
    step: 1,
    coverDays: 7,
  },
  {
    name: 'Kacchi masala',
    category: 'Mosla',
    unit: 'pack',
    unitPrice: 85,
    supplier: 'Radhuni',
    threshold: 10,
    step: 10,
    coverDays: 14,
  },
  {
    name: 'Borhani masala',
    category: 'Mosla',
    unit: 'pack',
    unitPrice: 65,
    supplier: 'Radhuni',
    threshold: 3,
    step: 5,
    coverDays: 14,
  },
  {
    name: 'Garam masala',
    category: 'Mosla',
    unit: 'kg',
    unitPrice: 2_200,
    supplier: 'Moulvibazar Wholesale',
    threshold: 0.25,
    step: 0.25,
    coverDays: 21,
  },
  {
    name: 'Ground spices (morich, holud, jeera)',
    category: 'Mosla',
    unit: 'kg',
    unitPrice: 450,
    supplier: 'Moulvibazar Wholesale',
    threshold: 0.5,
    step: 0.5,
    coverDays: 21,
  },
  {
    name: 'Saffron',
    category: 'Mosla',
    unit: 'g',
    unitPrice: 450,
    supplier: 'Moulvibazar Wholesale',
    threshold: 2,
    step: 5,
    coverDays: 30,
  },
  {
    name: 'Kewra water',
    category: 'Mosla',
    unit: 'l',
    unitPrice: 500,
    supplier: 'Moulvibazar Wholesale',
    threshold: 0.2,
    step: 0.5,
    coverDays: 30,
  },
  {
    name: 'Salt',
    category: 'Mosla',
    unit: 'kg',
    unitPrice: 40,
    supplier: 'Moulvibazar Wholesale',
    threshold: 2,
    step: 5,
    coverDays: 30,
  },
  {
    name: 'Coca-Cola 250 ml',
    category: 'Drinks',
    unit: 'unit',
    unitPrice: 30,
    supplier: 'Coca-Cola Bangladesh',
    threshold: 24,
    step: 24,
    coverDays: 10,
  },
  {
    name: 'Mineral water 500 ml',
    category: 'Drinks',
    unit: 'unit',
    unitPrice: 14,
    supplier: 'Mum Distributor',
    threshold: 24,
    step: 24,
    coverDays: 7,
  },
];

/** One ingredient of a batch: the stock item (by name), how much, in any unit of the item's family. */
type DemoIngredient = readonly [item: string, quantity: number, unit: InventoryUnit];

/**
 * A dish's bill of materials (ADR 0100), by the dish's short code: a batch as the cook enters it and the full
 * plates it makes, or a share of another dish's plate. Amounts are a Dhaka kacchi house's, trimmed to plates
 * that keep food cost near a third of the price (most 30-35 %, the two kacchi plates with the most mutton over the
 * 35 % warning, and bottled drinks, sold near their printed price, far over it).
 */
type DemoBill =
  { batchPlates: number; ingredients: readonly DemoIngredient[] } | { portionOf: string; portion: number };

/** What a biryani degh takes besides its rice, meat, potato, onion and yoghurt. */
const BIRYANI_MASALA: readonly DemoIngredient[] = [
  ['Ginger-garlic paste', 300, 'g'],
  ['Ground spices (morich, holud, jeera)', 150, 'g'],
  ['Garam masala', 50, 'g'],
  ['Ghee', 250, 'g'],
  ['Soybean oil', 1, 'l'],
  ['Salt', 150, 'g'],
];

const KACCHI_DEGH: readonly DemoIngredient[] = [
  ['Khashi mutton', 8, 'kg'],
  ['Ghee', 1, 'kg'],
  ['Potato (Diamond)', 7, 'kg'],
  ['Onion (deshi)', 3, 'kg'],
  ['Sour yoghurt (tok doi)', 2, 'kg'],
  ['Ginger-garlic paste', 500, 'g'],
  ['Kacchi masala', 6, 'pack'],
  ['Garam masala', 100, 'g'],
  ['Kewra water', 100, 'ml'],
  ['Liquid milk', 1, 'l'],
  ['Soybean oil', 1, 'l'],
  ['Salt', 300, 'g'],
];

export const DEMO_BILLS: Readonly<Record<string, DemoBill>> = {
  // One degh: 10 kg basmati and 8 kg mutton make 80 full plates (100 g of mutton on the bone each).
  K1: { batchPlates: 80, ingredients: [['Basmati rice', 10, 'kg'], ...KACCHI_DEGH, ['Saffron', 1, 'g']] },
  K2: { portionOf: 'K1', portion: 0.5 },
  K3: {
    batchPlates: 85,
    ingredients: [
      ['Chinigura rice', 10, 'kg'],
      ...KACCHI_DEGH.map(([item, quantity, unit]): DemoIngredient =>
        item === 'Khashi mutton' ? [item, 6, unit] : [item, quantity, unit],
      ),
    ],
  },
  // Extra mutton, an egg and a jali kabab on every plate.
  K4: {
    batchPlates: 42,
    ingredients: [
      ['Basmati rice', 5, 'kg'],
      ['Khashi mutton', 4.5, 'kg'],
      ['Farm eggs', 42, 'unit'],
      ['Beef', 800, 'g'],
      ['Ghee', 600, 'g'],
      ['Potato (Diamond)', 3.5, 'kg'],
      ['Onion (deshi)', 1.5, 'kg'],
      ['Sour yoghurt (tok doi)', 1, 'kg'],
      ['Ginger-garlic paste', 250, 'g'],
      ['Kacchi masala', 3, 'pack'],
      ['Garam masala', 50, 'g'],
      ['Saffron', 0.5, 'g'],
      ['Kewra water', 50, 'ml'],
      ['Liquid milk', 500, 'ml'],
      ['Soybean oil', 500, 'ml'],
      ['Salt', 150, 'g'],
    ],
  },
  BR1: {
    batchPlates: 40,
    ingredients: [
      ['Basmati rice', 5, 'kg'],
      ['Broiler chicken', 7, 'kg'],
      ['Potato (Diamond)', 3, 'kg'],
      ['Onion (deshi)', 2, 'kg'],
      ['Sour yoghurt (tok doi)', 1.5, 'kg'],
      ...BIRYANI_MASALA,
    ],
  },
  // Old Dhaka tehari: small pieces of beef through chinigura rice.
  BR2: {
    batchPlates: 60,
    ingredients: [
      ['Chinigura rice', 6, 'kg'],
      ['Beef', 3.5, 'kg'],
      ['Soybean oil', 1.5, 'l'],
      ['Onion (deshi)', 2, 'kg'],
      ['Green chilli', 300, 'g'],
      ['Sour yoghurt (tok doi)', 500, 'g'],
      ['Ginger-garlic paste', 200, 'g'],
      ['Ground spices (morich, holud, jeera)', 150, 'g'],
      ['Garam masala', 40, 'g'],
      ['Salt', 150, 'g'],
    ],
  },
  BR3: {
    batchPlates: 45,
    ingredients: [
      ['Basmati rice', 5, 'kg'],
      ['Khashi mutton', 4, 'kg'],
      ['Potato (Diamond)', 3, 'kg'],
      ['Onion (deshi)', 2, 'kg'],
      ['Sour yoghurt (tok doi)', 1, 'kg'],
      ...BIRYANI_MASALA,
    ],
  },
  S1: {
    batchPlates: 50,
    ingredients: [
      ['Beef', 1.2, 'kg'],
      ['Potato (Diamond)', 1, 'kg'],
      ['Farm eggs', 1, 'dozen'],
      ['Onion (deshi)', 500, 'g'],
      ['Ground spices (morich, holud, jeera)', 50, 'g'],
      ['Soybean oil', 1, 'l'],
    ],
  },
  // A quarter of a small bird each.
  S2: {
    batchPlates: 24,
    ingredients: [
      ['Broiler chicken', 4, 'kg'],
      ['Sour yoghurt (tok doi)', 500, 'g'],
      ['Onion (deshi)', 1, 'kg'],
      ['Ghee', 150, 'g'],
      ['Soybean oil', 300, 'ml'],
      ['Ginger-garlic paste', 150, 'g'],
      ['Garam masala', 30, 'g'],
      ['Sugar', 100, 'g'],
      ['Kewra water', 20, 'ml'],
      ['Salt', 50, 'g'],
    ],
  },
  S3: {
    batchPlates: 30,
    ingredients: [
      ['Beef', 2, 'kg'],
      ['Sour yoghurt (tok doi)', 1, 'kg'],
      ['Onion (deshi)', 1, 'kg'],
      ['Ghee', 300, 'g'],
      ['Liquid milk', 500, 'ml'],
      ['Ginger-garlic paste', 150, 'g'],
      ['Garam masala', 40, 'g'],
      ['Green chilli', 100, 'g'],
      ['Sugar', 50, 'g'],
      ['Soybean oil', 200, 'ml'],
      ['Salt', 50, 'g'],
    ],
  },
  S4: {
    batchPlates: 20,
    ingredients: [
      ['Farm eggs', 20, 'unit'],
      ['Onion (deshi)', 500, 'g'],
      ['Sour yoghurt (tok doi)', 200, 'g'],
      ['Soybean oil', 200, 'ml'],
      ['Ginger-garlic paste', 50, 'g'],
      ['Ground spices (morich, holud, jeera)', 30, 'g'],
      ['Sugar', 30, 'g'],
      ['Salt', 30, 'g'],
    ],
  },
  S5: {
    batchPlates: 15,
    ingredients: [
      ['Cucumber', 1.5, 'kg'],
      ['Onion (deshi)', 500, 'g'],
      ['Green chilli', 100, 'g'],
      ['Lemon (kagoji)', 3, 'unit'],
      ['Salt', 25, 'g'],
    ],
  },
  P1: {
    batchPlates: 40,
    ingredients: [
      ['Chinigura rice', 5, 'kg'],
      ['Broiler chicken', 8, 'kg'],
      ['Ghee', 500, 'g'],
      ['Onion (deshi)', 2, 'kg'],
      ['Sour yoghurt (tok doi)', 1, 'kg'],
      ['Liquid milk', 1, 'l'],
      ['Ginger-garlic paste', 300, 'g'],
      ['Garam masala', 60, 'g'],
      ['Sugar', 200, 'g'],
      ['Raisins and cashews', 200, 'g'],
      ['Soybean oil', 500, 'ml'],
      ['Kewra water', 50, 'ml'],
      ['Salt', 150, 'g'],
    ],
  },
  P2: {
    batchPlates: 40,
    ingredients: [
      ['Chinigura rice', 4, 'kg'],
      ['Ghee', 400, 'g'],
      ['Onion (deshi)', 1, 'kg'],
      ['Garam masala', 40, 'g'],
      ['Liquid milk', 500, 'ml'],
      ['Sugar', 100, 'g'],
      ['Soybean oil', 300, 'ml'],
      ['Kewra water', 30, 'ml'],
      ['Salt', 100, 'g'],
    ],
  },
  P3: {
    batchPlates: 40,
    ingredients: [
      ['Chinigura rice', 4, 'kg'],
      ['Ghee', 400, 'g'],
      ['Raisins and cashews', 500, 'g'],
      ['Sugar', 300, 'g'],
      ['Liquid milk', 500, 'ml'],
      ['Onion (deshi)', 500, 'g'],
      ['Garam masala', 40, 'g'],
      ['Saffron', 0.3, 'g'],
      ['Kewra water', 30, 'ml'],
      ['Salt', 100, 'g'],
    ],
  },
  // A 250 ml glass each.
  D1: {
    batchPlates: 25,
    ingredients: [
      ['Sour yoghurt (tok doi)', 2.5, 'kg'],
      ['Mint leaves', 100, 'g'],
      ['Green chilli', 50, 'g'],
      ['Borhani masala', 1, 'pack'],
      ['Sugar', 300, 'g'],
      ['Salt', 30, 'g'],
    ],
  },
  D2: {
    batchPlates: 30,
    ingredients: [
      ['Liquid milk', 4, 'l'],
      ['Chinigura rice', 500, 'g'],
      ['Sugar', 800, 'g'],
      ['Raisins and cashews', 80, 'g'],
      ['Kewra water', 20, 'ml'],
    ],
  },
  D3: {
    batchPlates: 40,
    ingredients: [
      ['Chinigura rice', 2, 'kg'],
      ['Sugar', 2, 'kg'],
      ['Ghee', 200, 'g'],
      ['Raisins and cashews', 150, 'g'],
      ['Saffron', 0.2, 'g'],
      ['Liquid milk', 500, 'ml'],
      ['Garam masala', 10, 'g'],
    ],
  },
  D4: {
    batchPlates: 10,
    ingredients: [
      ['Mango pulp', 700, 'g'],
      ['Sour yoghurt (tok doi)', 900, 'g'],
      ['Liquid milk', 1, 'l'],
      ['Sugar', 200, 'g'],
    ],
  },
  D5: {
    batchPlates: 10,
    ingredients: [
      ['Lemon (kagoji)', 20, 'unit'],
      ['Mint leaves', 150, 'g'],
      ['Sugar', 500, 'g'],
      ['Salt', 20, 'g'],
    ],
  },
  D6: { batchPlates: 1, ingredients: [['Coca-Cola 250 ml', 1, 'unit']] },
  D7: { batchPlates: 1, ingredients: [['Mineral water 500 ml', 1, 'unit']] },
  N1: {
    batchPlates: 45,
    ingredients: [
      ['Maida (flour)', 4, 'kg'],
      ['Liquid milk', 500, 'ml'],
      ['Sour yoghurt (tok doi)', 300, 'g'],
      ['Sugar', 100, 'g'],
      ['Soybean oil', 200, 'ml'],
      ['Salt', 60, 'g'],
    ],
  },
  // PB1 (the parcel box) is packaging, not food: it has no bill, and costs nothing on the food-cost report.
};
