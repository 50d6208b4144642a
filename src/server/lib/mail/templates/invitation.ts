import { renderMail, type RenderedMail } from './layout.ts';

export type InvitationMail = { organizationName: string; invitedBy: string | null; role: 'admin' | 'member'; url: string; expiresAt: Date };

export function invitationMail({ organizationName, invitedBy, role, url, expiresAt }: InvitationMail): RenderedMail {
  const who = invitedBy ? `${invitedBy} has invited you` : 'You have been invited';
  const as = role === 'admin' ? 'an admin' : 'a member';
  const until = expiresAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return renderMail({
    subject: `Join ${organizationName} on Moatmap`,
    paragraphs: [
      `${who} to join ${organizationName} on Moatmap as ${as}.`,
      "Moatmap reads your team's business plans and maps what is worth protecting: patents, trademarks, trade secrets and copyrights.",
      `Open the link to sign in or create your account. It works once and until ${until}.`,
    ],
    action: { label: `Join ${organizationName}`, url },
    footer: "If you did not expect this invitation, you can ignore this message: nothing happens until the link is opened.",
  });
}
