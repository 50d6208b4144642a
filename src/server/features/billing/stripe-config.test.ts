import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const all = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_PRO: 'price_p', STRIPE_PRICE_ENTERPRISE: 'price_e' };

describe('Stripe configuration', () => {
  it('is off without the variables and on with all four', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(all).stripe).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      prices: { pro: 'price_p', enterprise: 'price_e' },
      api: undefined,
    });
  });

  it('refuses to start with only some of them, naming the missing ones', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/missing STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_ENTERPRISE/);
  });

  it('points the client at another API address when STRIPE_API_URL is set', () => {
    expect(loadConfig({ ...all, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(loadConfig({ ...all, STRIPE_API_URL: 'https://stripe-proxy.example.test' }).stripe?.api).toEqual({
      host: 'stripe-proxy.example.test',
      port: 443,
      protocol: 'https',
    });
    expect(() => loadConfig({ ...all, STRIPE_API_URL: 'stripe.example.test/v1' })).toThrow(/STRIPE_API_URL/);
  });
});
