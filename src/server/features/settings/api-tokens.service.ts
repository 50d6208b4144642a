import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from '#shared/schemas/settings.ts';
import type { ApiTokenRow } from '../../db/schema/api-tokens.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { countApiTokens, createApiToken, deleteApiToken, listApiTokens } from './api-tokens.repository.ts';
import { findUser } from './settings.repository.ts';
import { sendSecurityAlert, type Actor, type SettingsContext } from './settings.service.ts';

/** Enough for scripts, CI and a few integrations; more usually means keys are not being revoked. */
export const MAX_API_TOKENS_PER_USER = 20;

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listTokens(ctx: SettingsContext, actor: Actor): Promise<ApiToken[]> {
  return (await listApiTokens(ctx.db, actor)).map(toApiToken);
}

export async function createToken(ctx: SettingsContext, actor: Actor, input: CreateApiTokenInput): Promise<CreatedApiToken> {
  if ((await countApiTokens(ctx.db, actor)) >= MAX_API_TOKENS_PER_USER) {
    throw conflict(`You can have at most ${MAX_API_TOKENS_PER_USER} API keys. Revoke one you no longer use first.`);
  }
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * 86_400_000);
  const { row, token } = await createApiToken(ctx.db, actor, { name: input.name, expiresAt, now });
  await recordAudit(ctx.db, { action: 'settings.api_key_created', userId: actor.userId, organizationId: actor.organizationId, targetType: 'api_token', targetId: row.id, ip: actor.ip });
  const user = await findUser(ctx.db, actor.userId);
  if (user) await sendSecurityAlert(ctx, user, 'api-key-created', user.email, `Its name is "${row.name}" and it expires on ${expiresAt.toISOString().slice(0, 10)}.`);
  return { ...toApiToken(row), token };
}

export async function revokeToken(ctx: SettingsContext, actor: Actor, id: number): Promise<void> {
  if (!(await deleteApiToken(ctx.db, actor, id))) throw notFound('API key not found');
  await recordAudit(ctx.db, { action: 'settings.api_key_revoked', userId: actor.userId, organizationId: actor.organizationId, targetType: 'api_token', targetId: id, ip: actor.ip });
}
