import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '#shared/schemas/business-plan.ts';
import type { Page } from './paging.ts';

/**
 * Lists answer a plain JSON array (what the spec's client expects); the next page, when there is one, is in the
 * x-next-cursor header and in a Link header (rel="next"), and is fetched with ?cursor=.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>, limit: number): T[] {
  if (page.nextCursor) {
    const path = request.url.split('?')[0];
    const next = `${path}?${new URLSearchParams({ limit: String(limit), cursor: page.nextCursor })}`;
    reply.header(NEXT_CURSOR_HEADER, page.nextCursor).header('link', `<${next}>; rel="next"`);
  }
  return page.items;
}

/** For the OpenAPI document of the list routes. */
export const PAGED_LIST_DESCRIPTION =
  'Newest first. Answers a JSON array of at most `limit` items (default 20, at most 100). When more remain, the ' +
  '`x-next-cursor` header holds the cursor of the next page (also given as a `Link: <...>; rel="next"` header): ' +
  'pass it back as `?cursor=`.';
