import type { FastifyRequest } from 'fastify';

/** Where links in mail point: PUBLIC_ORIGIN when set (behind proxies), else the origin the request came to. */
export function linkOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
