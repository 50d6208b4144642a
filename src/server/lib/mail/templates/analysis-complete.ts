import { renderMail, type RenderedMail } from './layout.ts';

/** The reportGeneration notice: an analysis finished, with the link to its report. */
export function analysisCompleteMail(input: { name: string; title: string; reportUrl: string; counts: string }): RenderedMail {
  return renderMail({
    subject: `Your IP analysis is ready: ${input.title}`,
    paragraphs: [`Hello ${input.name},`, `The analysis of "${input.title}" is complete. It found ${input.counts}.`],
    action: { label: 'Open the report', url: input.reportUrl },
    footer: 'You get this message because report notifications are on in your notification settings.',
  });
}
