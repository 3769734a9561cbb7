import type { Account } from './server';

/** One account per role on the shared e2e server, created before it starts. */
export const ACCOUNTS = {
  admin: {
    name: 'Ayesha Admin',
    email: 'admin@e2e.dastarkhan.test',
    password: 'admin-pass-123',
    role: 'admin',
  },
  manager: {
    name: 'Mahfuz Manager',
    email: 'manager@e2e.dastarkhan.test',
    password: 'manager-pass-123',
    role: 'manager',
  },
  staff: {
    name: 'Sumon Staff',
    email: 'staff@e2e.dastarkhan.test',
    password: 'staff-pass-123',
    role: 'staff',
  },
} as const satisfies Record<string, Account>;

/** The business details saved on servers whose journeys make receipts (a fresh install has none, ADR 0060). */
export const BUSINESS = {
  name: 'Dastarkhan Kacchi House',
  address: 'House 27, Road 7, Dhanmondi',
  address2: 'Opposite Dhanmondi Lake Gate 2',
  cityState: 'Dhaka 1205, Bangladesh',
  phone: '+880 1711-456789',
  merchantId: 'MID-20415873',
  terminalId: 'TID-0031',
};
