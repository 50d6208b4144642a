import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { createAccount, findUserByUsername } from './auth.repository.ts';
import { hashPassword } from './password.ts';

export const DEMO_USERNAME = 'demo';

/** The account behind Admin Access in DEMO_MODE. Its password is random and never shown: only admin-login reaches it. */
export async function ensureDemoAccount(db: Db) {
  const existing = await findUserByUsername(db, DEMO_USERNAME);
  if (existing) return existing;
  try {
    return await createAccount(db, {
      username: DEMO_USERNAME,
      email: 'demo@moatmap.invalid',
      passwordHash: await hashPassword(randomBytes(32).toString('hex')),
      firstName: 'Demo',
      lastName: 'Admin',
      company: 'Moatmap Demo',
      organizationName: 'Moatmap Demo',
      demo: true,
    });
  } catch {
    // Another instance seeded it at the same moment.
    const seeded = await findUserByUsername(db, DEMO_USERNAME);
    if (!seeded) throw new Error('Could not create the demo account');
    return seeded;
  }
}
