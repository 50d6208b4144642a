import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test stand-ins for the outside services (IANA's bootstrap file, a registry's RDAP server, GoDaddy's API),
// speaking their documented formats on 127.0.0.1. Nothing of ours is replaced.

export type RdapBehaviour = 'registered' | 'slow' | 'rate-limited' | 'server-error' | 'malformed' | 'not-a-domain';

export type LoopbackRegistry = {
  url: string;
  /** RDAP answers by domain name; a name not listed gets the RFC 9083 404. */
  answers: Map<string, RdapBehaviour>;
  /** Answers wait this long (so concurrent lookups overlap). */
  delayMs: number;
  /** The bootstrap file served at /bootstrap.json: services as [[tlds], [base URLs]]. */
  services: Array<[string[], string[]]>;
  /** Every RDAP domain query received: name and Accept header. */
  queries: Array<{ name: string; accept: string | undefined }>;
  bootstrapFetches: number;
  maxInFlight: number;
  close: () => Promise<void>;
};

const rdapJson = { 'content-type': 'application/rdap+json' };

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = rdapJson) {
  res.writeHead(status, headers);
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function answerRdap(res: ServerResponse, name: string, behaviour: RdapBehaviour | undefined) {
  switch (behaviour) {
    case 'registered':
      // RFC 9083 section 5.3: a domain object.
      return send(res, 200, {
        rdapConformance: ['rdap_level_0'],
        objectClassName: 'domain',
        handle: `${name.toUpperCase()}-TEST`,
        ldhName: name,
        status: ['active'],
        events: [{ eventAction: 'registration', eventDate: '2019-03-01T00:00:00Z' }],
        nameservers: [{ objectClassName: 'nameserver', ldhName: 'ns1.example.net' }],
      });
    case 'rate-limited':
      return send(res, 429, { errorCode: 429, title: 'Too Many Requests' }, { ...rdapJson, 'retry-after': '60' });
    case 'server-error':
      return send(res, 503, { errorCode: 503, title: 'Service Unavailable' });
    case 'malformed':
      return send(res, 200, '{"objectClassName": "domain", "ldhName": ');
    case 'not-a-domain':
      return send(res, 200, '<html><body>Welcome to our registry</body></html>', { 'content-type': 'text/html' });
    case 'slow':
      return; // Never answers; the server's close() ends the connection.
    default:
      // RFC 9083 section 6: errors carry an errorCode; 404 is "no such object".
      return send(res, 404, { errorCode: 404, title: 'Not Found', description: ['The domain was not found.'] });
  }
}

export async function startLoopbackRegistry(): Promise<LoopbackRegistry> {
  let inFlight = 0;
  const registry: LoopbackRegistry = {
    url: '',
    answers: new Map(),
    delayMs: 0,
    services: [],
    queries: [],
    bootstrapFetches: 0,
    maxInFlight: 0,
    close: async () => {},
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', registry.url);
    if (url.pathname === '/bootstrap.json') {
      registry.bootstrapFetches += 1;
      return send(res, 200, { version: '1.0', publication: '2026-11-01T00:00:00Z', services: registry.services }, {
        'content-type': 'application/json',
      });
    }
    const match = /^\/rdap\/domain\/([^/]+)$/.exec(url.pathname);
    if (!match) return send(res, 400, { errorCode: 400, title: 'Bad Request' });
    const name = decodeURIComponent(match[1]!).toLowerCase();
    registry.queries.push({ name, accept: req.headers.accept });
    inFlight += 1;
    registry.maxInFlight = Math.max(registry.maxInFlight, inFlight);
    res.on('close', () => {
      inFlight -= 1;
    });
    setTimeout(() => answerRdap(res, name, registry.answers.get(name)), registry.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  registry.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return registry;
}

export type GoDaddyAnswer = { available: boolean; price?: number; currency?: string; period?: number } | { status: number };

export type LoopbackGoDaddy = {
  url: string;
  /** The credentials it accepts (change them to see a refusal). */
  credentials: { apiKey: string; apiSecret: string };
  /** By domain; a name not listed answers available with no price. */
  answers: Map<string, GoDaddyAnswer>;
  requests: Array<{ domain: string | null; checkType: string | null; authorization: string | undefined }>;
  close: () => Promise<void>;
};

/** GoDaddy's GET /v1/domains/available: sso-key authorization, DomainAvailableResponse, errors as {code, message}. */
export async function startLoopbackGoDaddy(apiKey: string, apiSecret: string): Promise<LoopbackGoDaddy> {
  const godaddy: LoopbackGoDaddy = { url: '', credentials: { apiKey, apiSecret }, answers: new Map(), requests: [], close: async () => {} };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', godaddy.url);
    const json = { 'content-type': 'application/json' };
    const domain = url.searchParams.get('domain');
    godaddy.requests.push({ domain, checkType: url.searchParams.get('checkType'), authorization: req.headers.authorization });
    if (url.pathname !== '/v1/domains/available' || !domain) {
      return send(res, 404, { code: 'NOT_FOUND', message: 'Not found' }, json);
    }
    if (req.headers.authorization !== `sso-key ${godaddy.credentials.apiKey}:${godaddy.credentials.apiSecret}`) {
      return send(res, 401, { code: 'UNABLE_TO_AUTHENTICATE', message: 'Unable to authenticate credentials' }, json);
    }
    const answer = godaddy.answers.get(domain) ?? { available: true };
    if ('status' in answer) return send(res, answer.status, { code: 'INTERNAL_SERVER_ERROR', message: 'Error' }, json);
    return send(res, 200, { domain, definitive: true, ...answer }, json);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  godaddy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  godaddy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return godaddy;
}
