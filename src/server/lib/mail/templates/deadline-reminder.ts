import { renderMail, type RenderedMail } from './layout.ts';

const when = (days: number) => (days === 0 ? 'Due today' : days === 1 ? 'Due tomorrow' : `Due in ${days} days`);

/** The patentDeadlines reminder, 14 or 3 days before an implementation-plan item is due. */
export function deadlineReminderMail(input: {
  name: string;
  itemName: string;
  nextStep: string;
  dueDate: string;
  daysLeft: number;
  planUrl?: string;
}): RenderedMail {
  return renderMail({
    subject: `${when(input.daysLeft)}: ${input.itemName}`,
    paragraphs: [
      `Hello ${input.name},`,
      `"${input.itemName}" in your implementation plan is due on ${input.dueDate} (${when(input.daysLeft).toLowerCase()}).`,
      `Next step: ${input.nextStep}`,
      'Filing deadlines for patents are often strict: a missed date can cost the right to protect an invention. Talk to a patent attorney if you are unsure what the date means for you.',
    ],
    action: input.planUrl ? { label: 'Open your implementation plan', url: input.planUrl } : undefined,
    footer: 'You get these reminders because deadline reminders are on in your notification settings.',
  });
}
