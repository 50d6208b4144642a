import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config.ts';

/** One message, already rendered (see ./templates). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export type MailResult =
  | { delivered: true; messageId: string }
  | { delivered: false; reason: 'not-configured' | 'failed'; error?: string };

export type Mailer = {
  /** False when SMTP_URL is unset: callers show a link to copy instead of saying "we emailed it". */
  readonly configured: boolean;
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
};

/** What the mailer needs of a logger (pino and Fastify's logger fit). */
export type MailLogger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * The one way the server sends mail (invitations, referrals, reminders, support replies).
 * Without SMTP_URL it sends nothing and logs a notice that names the recipient and subject only:
 * message bodies can hold single-use links and must not reach the logs.
 */
export function createMailer(config: MailConfig | undefined, log: MailLogger): Mailer {
  if (!config) {
    return {
      configured: false,
      async send(message) {
        log.info({ mail: { to: message.to, subject: message.subject } }, 'mail not sent: SMTP_URL is not set');
        return { delivered: false, reason: 'not-configured' };
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(config.url, { from: config.from });
  return {
    configured: true,
    async send(message) {
      try {
        const info = await transport.sendMail({ from: config.from, ...message });
        return { delivered: true, messageId: String(info.messageId) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ mail: { to: message.to, subject: message.subject }, err: reason }, 'mail delivery failed');
        return { delivered: false, reason: 'failed', error: reason };
      }
    },
    close() {
      transport.close();
    },
  };
}
