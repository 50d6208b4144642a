import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

/** The official client, pointed at STRIPE_API_URL when set (a stand-in in tests); retries network errors twice. */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'Moatmap' },
    ...(config.api ?? {}),
  });
}

export type { Stripe };
