import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OrganizationRow } from '../db/schema/organizations.ts';
import type { AccessRole, UserRow } from '../db/schema/users.ts';
import { findSessionUser } from '../features/auth/sessions.repository.ts';
import { forbidden, unauthorized } from '../http-errors.ts';
import { bearerToken, resolveApiToken } from './api-token-auth.ts';

export const SESSION_COOKIE = 'moatmap_session';

export type AuthUser = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  jobTitle: string | null;
  role: AccessRole;
  /** Every tenant query is filtered by this id. */
  organizationId: number;
  organization: {
    id: number;
    name: string;
    slug: string;
    subscriptionTier: 'free' | 'pro' | 'enterprise';
    subscriptionStatus: 'active' | 'suspended' | 'canceled';
    isActive: boolean;
  };
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** How request.user was established: a browser session or a personal API key. */
    authMethod: 'session' | 'api-token' | null;
  }
}

/** The signed-in user as handlers see it, from its database rows. */
export function toAuthUser(
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'role'>,
  organization: Pick<OrganizationRow, 'id' | 'name' | 'slug' | 'subscriptionTier' | 'subscriptionStatus' | 'isActive'>,
): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    jobTitle: user.jobTitle,
    role: user.role,
    organizationId: organization.id,
    organization: {
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      subscriptionTier: organization.subscriptionTier,
      subscriptionStatus: organization.subscriptionStatus,
      isActive: organization.isActive,
    },
  };
}

/** Reads the API key (Authorization: Bearer) or the session cookie into request.user (null when signed out). Guards below refuse what needs more. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authMethod', null);
  app.addHook('onRequest', async (request) => {
    // API keys are for the REST API; other bearer tokens (the /metrics scrape token) are not ours to judge.
    const apiToken = request.url.startsWith('/api/') ? bearerToken(request) : undefined;
    if (apiToken) {
      const row = await resolveApiToken(app, request, apiToken);
      request.user = toAuthUser(row.user, row.organization);
      request.authMethod = 'api-token';
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const { config, database, now } = app.deps;
    const row = await findSessionUser(database.db, token, now(), { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
    if (!row) return;
    request.user = toAuthUser(row.user, row.organization);
    request.authMethod = 'session';
  });
});

/** preHandler: signed in through a browser session; account security (keys, password, deletion) is not for API keys. */
export async function requireSession(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (request.authMethod !== 'session') throw forbidden('This action needs a signed-in browser session, not an API key');
}

/** preHandler: signed in, in an active organization. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
  if (!request.user.organization.isActive && request.user.role !== 'super_admin') {
    throw forbidden('Your organization is deactivated. Contact your administrator.');
  }
}

export const SUSPENDED_MESSAGE =
  "Your organization's subscription is suspended, so it is read-only: you can open analyses and plans but not change them. Contact your administrator.";

/** preHandler for routes that change tenant data: a suspended organization is read-only. */
export async function requireWritable(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (request.user!.organization.subscriptionStatus === 'suspended') throw forbidden(SUSPENDED_MESSAGE);
}

/** preHandler factory: signed in with one of the roles (super_admin passes every role check). */
export function requireRole(...roles: AccessRole[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    const role = request.user!.role;
    if (role !== 'super_admin' && !roles.includes(role)) throw forbidden();
  };
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
