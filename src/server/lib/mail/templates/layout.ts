import { escapeHtml } from '#shared/exports/html.ts';

/** A rendered message body: plain text for every client, HTML for those that show it. */
export type RenderedMail = { subject: string; text: string; html: string };

type MailContent = {
  subject: string;
  /** Paragraphs of plain text; rendered as <p> in HTML. */
  paragraphs: string[];
  /** One call to action, e.g. an invitation link. */
  action?: { label: string; url: string };
  /** A closing line in small print, e.g. why the reader got this message. */
  footer?: string;
};

/** Every template goes through this layout, so messages look alike and every value is escaped. */
export function renderMail({ subject, paragraphs, action, footer }: MailContent): RenderedMail {
  const textParts = [...paragraphs];
  if (action) textParts.push(`${action.label}: ${action.url}`);
  if (footer) textParts.push(`--\n${footer}`);
  const htmlParts = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`);
  if (action) {
    htmlParts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>`,
    );
  }
  if (footer) htmlParts.push(`<p style="margin:32px 0 0;font-size:12px;color:#777">${escapeHtml(footer)}</p>`);
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:24px"><p style="margin:0 0 24px;font-weight:700;font-size:18px">Moatmap</p>${htmlParts.join('')}</body></html>`;
  return { subject, text: textParts.join('\n\n'), html };
}
