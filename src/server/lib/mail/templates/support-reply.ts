import { renderMail, type RenderedMail } from './layout.ts';

/** A support team's answer to a question sent through the help page. */
export function supportReplyMail(input: { name: string; subject: string; question: string; reply: string }): RenderedMail {
  return renderMail({
    subject: `Re: ${input.subject}`,
    paragraphs: [`Hello ${input.name},`, ...input.reply.split(/\n{2,}/), `Your question was: "${input.question.slice(0, 500)}"`],
    footer: 'Reply to this message to continue the conversation with Moatmap support.',
  });
}
