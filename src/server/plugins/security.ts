import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { forbidden } from '../http-errors.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests made by a page of another origin (CSRF).
 * Browsers always send Origin on cross-origin POSTs; without it, only Sec-Fetch-Site "same-origin" passes
 * ("same-site" is a sibling subdomain, which may be someone else's: finding 9 of the attack run). A request
 * with neither header comes from a non-browser client (curl, tests), which carries no ambient cookie risk.
 */
export function isCrossOrigin(request: FastifyRequest, publicOrigin?: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === 'null') return true;
    if (publicOrigin && origin === publicOrigin) return false;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { publicOrigin?: string }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  app.addHook('onRequest', async (request) => {
    if (unsafeMethods.has(request.method) && isCrossOrigin(request, opts.publicOrigin)) {
      throw forbidden('Cross-origin request refused');
    }
  });
});
