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
