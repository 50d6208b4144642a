import { renderMail, type RenderedMail } from './layout.ts';

export type SecurityEvent = 'password-changed' | 'email-changed' | 'api-key-created';

const what: Record<SecurityEvent, string> = {
  'password-changed': 'The password of your Moatmap account was changed, and every other session was signed out.',
  'email-changed': 'The email address of your Moatmap account was changed. Security notices now go to the new address.',
  'api-key-created': 'A new API key was created for your Moatmap account.',
};

/** A notice of a change to the account, for the emailAlerts preference. */
export function securityAlertMail(input: { event: SecurityEvent; username: string; detail?: string; settingsUrl?: string }): RenderedMail {
  return renderMail({
    subject: input.event === 'api-key-created' ? 'A new API key was created for your account' : 'Your Moatmap account was changed',
    paragraphs: [
      `Hello ${input.username},`,
      what[input.event],
      ...(input.detail ? [input.detail] : []),
      'If this was you, there is nothing to do. If it was not, change your password at once and revoke any API key you do not recognise.',
    ],
    action: input.settingsUrl ? { label: 'Review your security settings', url: input.settingsUrl } : undefined,
    footer: 'You get these notices because email alerts are on in your notification settings.',
  });
}
