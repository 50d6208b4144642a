import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the part of Stripe's HTTP API that Moatmap uses: customers, prices, Checkout sessions,
 * customer-portal sessions and subscriptions. It speaks Stripe's protocol (form-encoded bodies with bracket keys,
 * Bearer secret key, JSON objects and Stripe's error shape), so the real `stripe` client talks to it unchanged.
 */
export type StandInRequest = { method: string; path: string; params: Record<string, string> };
type StripeObject = Record<string, unknown> & { id: string };

export type StripeStandIn = {
  url: string;
  api: { host: string; port: number; protocol: 'http' };
  requests: StandInRequest[];
  subscriptions: Map<string, StripeObject>;
  /** Creates the subscription a completed Checkout would, and returns the completed session (for the event). */
  completeCheckout: (sessionId: string, period: { start: Date; end: Date }) => { session: StripeObject; subscription: StripeObject };
  /** Changes a subscription as Stripe would on a renewal, a failed payment or a deletion. */
  updateSubscription: (id: string, change: { status?: string; period?: { start: Date; end: Date }; price?: string }) => StripeObject;
  close: () => Promise<void>;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
    request.on('error', reject);
  });
}

function metadataOf(params: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match) out[match[1]] = value;
  }
  return out;
}

export async function startStripeStandIn(options: { secretKey: string; prices: Record<string, number> }): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  let sequence = 0;
  let baseUrl = '';
  const nextId = (prefix: string) => `${prefix}_test${String(++sequence).padStart(6, '0')}`;

  const price = (id: string) =>
    id in options.prices
      ? { id, object: 'price', active: true, currency: 'usd', unit_amount: options.prices[id], recurring: { interval: 'month', interval_count: 1 } }
      : undefined;

  function subscriptionObject(id: string, customer: string, priceId: string, period: { start: Date; end: Date }, metadata: Record<string, string>) {
    return {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      created: seconds(period.start),
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            price: price(priceId),
            quantity: 1,
            current_period_start: seconds(period.start),
            current_period_end: seconds(period.end),
          },
        ],
      },
    };
  }

  function route(method: string, path: string, params: Record<string, string>): [number, unknown] {
    const missing = (what: string) => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }] as [number, unknown];
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: metadataOf(params) };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    let match = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) return price(match[1]) ? [200, price(match[1])] : missing(`price: '${match[1]}'`);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!customers.has(params.customer)) return missing(`customer: '${params.customer}'`);
      if (!price(params['line_items[0][price]'])) return missing(`price: '${params['line_items[0][price]']}'`);
      const id = nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        metadata: metadataOf(params),
        subscription: null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `${baseUrl}/c/pay/${id}`,
        line_items_price: params['line_items[0][price]'],
        subscription_metadata: metadataOf(params, 'subscription_data[metadata]'),
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(params.customer)) return missing(`customer: '${params.customer}'`);
      const id = nextId('bps');
      return [200, { id, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, flow: params['flow_data[type]'] ?? null, url: `${baseUrl}/p/session/${id}` }];
    }
    match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) return missing(`subscription: '${match[1]}'`);
      if (method === 'POST' && 'cancel_at_period_end' in params) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        const item = (subscription.items as { data: { current_period_end: number }[] }).data[0];
        subscription.cancel_at = subscription.cancel_at_period_end ? item.current_period_end : null;
      }
      return [200, subscription];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } }];
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = request.method === 'GET' ? Object.fromEntries(url.searchParams) : await readForm(request);
    requests.push({ method: request.method ?? 'GET', path: url.pathname, params });
    // The hosted pages a browser is sent to (Checkout, portal): a plain page that says where it is.
    if (request.method === 'GET' && /^\/(c\/pay|p\/session)\//.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Stripe stand-in</title><h1>${url.pathname.startsWith('/c/') ? 'Checkout' : 'Customer portal'} stand-in</h1>`);
      return;
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sequence}` });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const [status, body] = route(request.method ?? 'GET', url.pathname, params);
    send(status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    subscriptions,
    completeCheckout(sessionId, period) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const subscription = subscriptionObject(
        nextId('sub'),
        session.customer as string,
        session.line_items_price as string,
        period,
        session.subscription_metadata as Record<string, string>,
      );
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return { session: { ...session }, subscription };
    },
    updateSubscription(id, change) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      const item = (subscription.items as { data: Record<string, unknown>[] }).data[0];
      if (change.status) subscription.status = change.status;
      if (change.period) Object.assign(item, { current_period_start: seconds(change.period.start), current_period_end: seconds(change.period.end) });
      if (change.price) item.price = price(change.price);
      return structuredClone(subscription);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event as Stripe sends it. */
export function stripeEvent(type: string, object: unknown, options: { id?: string; created?: Date } = {}) {
  return {
    id: options.id ?? `evt_test${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: seconds(options.created ?? new Date()),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
