import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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

/**
 * Helmet's headers with our CSP, computed once: with no nonces they are the same on every response.
 * (@fastify/helmet rebuilt the middleware, and parsed the CSP directives again, on every request: about 3% of the
 * CPU of a signed-in list request.)
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  const middleware = helmet({
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
    strictTransportSecurity: false,
  });
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { publicOrigin?: string }) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (unsafeMethods.has(request.method) && isCrossOrigin(request, opts.publicOrigin)) {
      done(forbidden('Cross-origin request refused'));
      return;
    }
    done();
  });
});
