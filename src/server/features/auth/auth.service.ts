import type { LoginInput } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, unauthorized } from '../../http-errors.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { registerWithInvitation } from '../team/invitations.service.ts';
import { createAccount, findUserByUsername, touchLastLogin, usernameOrEmailTaken } from './auth.repository.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure, type LoginLimits } from './login-limiter.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { usernameKey } from './username-key.ts';

export type RegisterData = {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  role?: string;
  /** From an invitation link: the account joins that organization instead of getting its own. */
  invitationToken?: string;
};

/** The API's view of the signed-in user (GET /api/auth/me and the auth answers). */
export function toCurrentUser(user: AuthUser): CurrentUser {
  const { organizationId: _organizationId, organization, ...person } = user;
  return {
    ...person,
    isAdmin: user.role === 'admin' || user.role === 'super_admin',
    organization: { id: organization.id, name: organization.name, slug: organization.slug, subscriptionTier: organization.subscriptionTier },
  };
}

export async function register(db: Db, data: RegisterData, ip: string, now = new Date()) {
  const taken = await usernameOrEmailTaken(db, data.username, data.email);
  if (taken.username) throw conflict('This username is already taken. Please choose another one.');
  if (taken.email) throw conflict('An account with this email address already exists. Please sign in instead.');
  const passwordHash = await hashPassword(data.password);
  try {
    const account = {
      username: data.username,
      email: data.email,
      passwordHash,
      firstName: data.firstName,
      lastName: data.lastName,
      company: data.company,
      // The form's "role" is what the person does; access roles are only ever set by the server.
      jobTitle: data.role,
    };
    const { user, organization } = data.invitationToken
      ? await registerWithInvitation(db, data.invitationToken, account, now)
      : await createAccount(db, { ...account, organizationName: data.company ?? `${data.username}'s organization` });
    const details = data.invitationToken ? { invited: true } : undefined;
    await recordAudit(db, { action: 'auth.register', userId: user.id, organizationId: organization.id, details, ip });
    return { user, organization };
  } catch (err) {
    // Two registrations racing for the same name: the unique index decides.
    if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
      throw conflict('This username or email address is already registered.');
    }
    throw err;
  }
}

export async function login(db: Db, store: CounterStore, limits: LoginLimits, input: LoginInput, ip: string) {
  const key = usernameKey(input.username);
  await assertLoginAllowed(store, limits, ip, key);
  const found = await findUserByUsername(db, key);
  const ok = await verifyPassword(found?.user.passwordHash, input.password);
  if (!found || !ok) {
    await recordLoginFailure(store, limits, ip, key);
    await recordAudit(db, { action: 'auth.login_failed', userId: found?.user.id, details: { username: input.username }, ip });
    throw unauthorized('Invalid username or password');
  }
  if (!found.organization.isActive && found.user.role !== 'super_admin') {
    throw forbidden('Your organization is deactivated. Contact your administrator.');
  }
  await clearLoginFailures(store, ip, key);
  return found;
}

export async function afterLogin(db: Db, userId: number, organizationId: number, now: Date, ip: string, action = 'auth.login') {
  await touchLastLogin(db, userId, now);
  await recordAudit(db, { action, userId, organizationId, ip });
}
