import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once. The README's configuration table mirrors this. */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  BACKUP_DIR: optionalString,
  TRUST_PROXY: bool,
  PUBLIC_ORIGIN: optionalString,
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60 * 24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  DEMO_MODE: bool,
  ENCRYPTION_KEY: optionalString,
  REDIS_URL: optionalString,
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
  // Empty: never fetch the live file, use only the shipped copy (src/server/data/rdap-bootstrap.json).
  RDAP_BOOTSTRAP_URL: z.string().trim().default('https://data.iana.org/rdap/dns.json'),
  GODADDY_API_KEY: optionalString,
  GODADDY_API_SECRET: optionalString,
  GODADDY_API_URL: z.string().trim().default('https://api.godaddy.com'),
  DOMAIN_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  DOMAIN_LOOKUP_CONCURRENCY: z.coerce.number().int().positive().default(4),
  DOMAIN_CHECKS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  DOMAIN_DNS_SERVERS: optionalString,
  DOMAIN_LOOKUPS_OFFLINE: bool,
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  ANALYZE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // smtp://user:pass@host:587 or smtps://user:pass@host:465; unset: no mail is sent (links are shown instead).
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().trim().default('Moatmap <no-reply@moatmap.local>'),
  SUPPORT_EMAIL: z.string().trim().email('must be an email address').default('support@moatmap.local'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_ENTERPRISE: optionalString,
  // Another Stripe API address (a stand-in in tests, a proxy); unset: Stripe's own.
  STRIPE_API_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^/]+\/?$/.test(v), 'must be http(s)://host[:port]'),
  REGISTRATIONS_PER_HOUR_PER_IP: z.coerce.number().int().positive().default(10),
  METRICS_TOKEN: optionalString,
  METRICS_PORT: z.string().trim().regex(/^(\d{1,5})?$/, 'a port number').optional(),
  METRICS_HOST: z.string().trim().default('127.0.0.1'),
  PARSER_MEMORY_LIMIT_MB: z.coerce.number().int().min(128).default(512),
});

const stripeVariables = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ENTERPRISE'] as const;

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  /** Where backups are written (one folder each); DATA_DIR/backups unless BACKUP_DIR is set. */
  backupDir: string;
  databaseUrl?: string;
  trustProxy: boolean;
  publicOrigin?: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  login: { maxAttempts: number; windowMs: number };
  demoMode: boolean;
  /** 32 bytes as hex or base64; when unset, a key is generated once into DATA_DIR/encryption.key. */
  encryptionKey?: string;
  /** Per-user request budgets (per minute) for the upload and analyze calls. */
  rateLimits: { uploadsPerMinute: number; analysesPerMinute: number };
  /** Accounts one IP may create in an hour (shared counters). */
  registrationsPerHour: number;
  redisUrl?: string;
  /** /metrics: to bearers of `token` on the app's port, or on its own `port` (loopback by default); neither: not served. */
  metrics: { token?: string; port?: number; host: string };
  /** How far resident memory may grow while PDF/DOCX files are parsed before the parses are ended (422) and their threads replaced. */
  parserMemoryLimitMb: number;
  llm?: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
  domains: DomainsConfig;
  /** Outgoing mail; undefined when SMTP_URL is unset. */
  mail?: MailConfig;
  /** The From header of every message, also when mail is off (shown in previews). */
  mailFrom: string;
  /** The Live Support address shown on the help page; also the Reply-To of support answers. */
  supportEmail: string;
  /** Payments; undefined (the billing page says to contact support) unless all four STRIPE_* variables are set. */
  stripe?: StripeConfig;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids of the monthly plans. */
  prices: { pro: string; enterprise: string };
  /** A non-default API address, split the way the stripe client takes it. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

export type MailConfig = { url: string; from: string };

/** Domain availability: RDAP registries, DNS, an optional registrar for prices, and the limits on all of it. */
export type DomainsConfig = {
  /** Where the live RDAP bootstrap file is fetched from; undefined: only the shipped copy. */
  bootstrapUrl?: string;
  lookupTimeoutMs: number;
  /** Outgoing lookups at once, across the process. */
  lookupConcurrency: number;
  /** Per user; a suggestions request counts as one. */
  checksPerMinute: number;
  /** "host" or "host:port" of the resolvers for the nameserver check; undefined: the system's. */
  dnsServers?: string[];
  /** Closed networks: never contact registries, DNS or the registrar; every answer is "unknown". */
  offline: boolean;
  godaddy?: { apiKey: string; apiSecret: string; apiUrl: string };
};

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const stripeSet = stripeVariables.filter((name) => e[name]);
  if (stripeSet.length > 0 && stripeSet.length < stripeVariables.length) {
    // Half a payment setup would take money without being able to confirm it (or the reverse): refuse to start.
    const missing = stripeVariables.filter((name) => !e[name]).join(', ');
    throw new Error(`Invalid configuration: Stripe needs ${stripeVariables.join(', ')}; missing ${missing}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    backupDir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'),
    databaseUrl: e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    login: { maxAttempts: e.LOGIN_MAX_ATTEMPTS, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
    demoMode: e.DEMO_MODE,
    encryptionKey: e.ENCRYPTION_KEY,
    rateLimits: { uploadsPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE, analysesPerMinute: e.ANALYZE_RATE_LIMIT_PER_MINUTE },
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR_PER_IP,
    redisUrl: e.REDIS_URL,
    parserMemoryLimitMb: e.PARSER_MEMORY_LIMIT_MB,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT ? Number(e.METRICS_PORT) : undefined, host: e.METRICS_HOST },
    domains: {
      bootstrapUrl: e.RDAP_BOOTSTRAP_URL || undefined,
      lookupTimeoutMs: e.DOMAIN_LOOKUP_TIMEOUT_MS,
      lookupConcurrency: e.DOMAIN_LOOKUP_CONCURRENCY,
      checksPerMinute: e.DOMAIN_CHECKS_PER_MINUTE,
      dnsServers: e.DOMAIN_DNS_SERVERS?.split(',').map((server) => server.trim()).filter(Boolean),
      offline: e.DOMAIN_LOOKUPS_OFFLINE,
      godaddy:
        e.GODADDY_API_KEY && e.GODADDY_API_SECRET
          ? { apiKey: e.GODADDY_API_KEY, apiSecret: e.GODADDY_API_SECRET, apiUrl: e.GODADDY_API_URL }
          : undefined,
    },
    mail: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    stripe:
      stripeSet.length === stripeVariables.length
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            prices: { pro: e.STRIPE_PRICE_PRO!, enterprise: e.STRIPE_PRICE_ENTERPRISE! },
            api: e.STRIPE_API_URL ? stripeApi(e.STRIPE_API_URL) : undefined,
          }
        : undefined,
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL ?? 'gpt-4o-mini', timeoutMs: e.LLM_TIMEOUT_MS }
      : undefined,
  };
}

function stripeApi(url: string): StripeConfig['api'] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/** A config for tests: quiet, in-memory defaults, overridable per test. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      // Tests never reach the internet: domain lookups are off unless a test points them at its own servers.
      RDAP_BOOTSTRAP_URL: '',
      DOMAIN_LOOKUPS_OFFLINE: 'true',
      // Tests register many accounts from one address; the limit's own test sets a small one.
      REGISTRATIONS_PER_HOUR_PER_IP: '100000',
      // A fixed test key, so tests never write a key file into ./data.
      ENCRYPTION_KEY: '6d6f61746d61702d746573742d6b65792d33322d62797465732d2d2d2d2d2d21',
    }),
    ...overrides,
  };
}
