import { ipTypeLabels, statusLabels, type ReferralIpType, type ReferralStatus } from '#shared/rules/referrals.ts';
import { renderMail, type RenderedMail } from './layout.ts';

export type ReferralStatusMail = {
  requesterName: string;
  referralId: number;
  ipType: ReferralIpType;
  status: ReferralStatus;
  lawyers: { name: string; firm: string; email: string; phone: string | null }[];
  url: string;
};

const whatHappened: Record<ReferralStatus, string> = {
  pending: 'Your request is back in the queue: our team will pick it up again shortly.',
  reviewing: 'Our team is reviewing your request and looking for the right lawyer.',
  matched: 'We found lawyers for your request. They expect to hear from you:',
  completed: 'Your request is marked completed. We hope the introduction helped.',
  cancelled: 'Your request has been cancelled. You can make a new one at any time.',
};

/** Sent to the founder at each status change of their request. */
export function referralStatusMail(mail: ReferralStatusMail): RenderedMail {
  const topic = ipTypeLabels[mail.ipType].toLowerCase();
  const paragraphs = [`Hello ${mail.requesterName},`, whatHappened[mail.status]];
  if (mail.status === 'matched') {
    for (const lawyer of mail.lawyers) {
      paragraphs.push([`${lawyer.name}, ${lawyer.firm}`, lawyer.email, lawyer.phone].filter(Boolean).join(' · '));
    }
  }
  return renderMail({
    subject: `Lawyer referral #${mail.referralId} (${topic}): ${statusLabels[mail.status]}`,
    paragraphs,
    action: { label: 'See your requests', url: mail.url },
    footer: 'You get this message because you asked Moatmap for a lawyer referral. Moatmap gives information, not legal advice.',
  });
}
