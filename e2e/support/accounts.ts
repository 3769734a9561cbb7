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
