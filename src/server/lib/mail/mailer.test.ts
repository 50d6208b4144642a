import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { renderMail } from './templates/layout.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { loadConfig } from '../../config.ts';

function recordingLog() {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  return {
    lines,
    info: (obj: object, msg: string) => void lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => void lines.push({ level: 'warn', obj, msg }),
  };
}

describe('mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers a rendered message over SMTP with text and HTML parts', async () => {
    const mailer = createMailer({ url: smtp.url, from: 'Moatmap <no-reply@example.test>' }, recordingLog());
    const message = renderMail({
      subject: 'You are invited',
      paragraphs: ['Ana invited you to <Acme & Co>.'],
      action: { label: 'Accept the invitation', url: 'https://app.example.test/invite/abc?x=1&y=2' },
      footer: 'You got this because someone typed your address.',
    });
    const result = await mailer.send({ to: 'ben@example.test', ...message });
    expect(result.delivered).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes('ben@example.test'));
    expect(mail.subject).toBe('You are invited');
    expect(mail.from).toBe('no-reply@example.test');
    expect(mail.text).toContain('Ana invited you to <Acme & Co>.');
    expect(mail.text).toContain('https://app.example.test/invite/abc?x=1&y=2');
    expect(mail.html).toContain('&lt;Acme &amp; Co&gt;');
    expect(mail.html).toContain('href="https://app.example.test/invite/abc?x=1&amp;y=2"');
    mailer.close();
  });

  it('without SMTP sends nothing and logs the recipient and subject, never the body', async () => {
    const log = recordingLog();
    const mailer = createMailer(undefined, log);
    expect(mailer.configured).toBe(false);
    const result = await mailer.send({ to: 'ben@example.test', subject: 'Invitation', text: 'token-secret-123' });
    expect(result).toEqual({ delivered: false, reason: 'not-configured' });
    expect(JSON.stringify(log.lines)).toContain('ben@example.test');
    expect(JSON.stringify(log.lines)).not.toContain('token-secret-123');
  });

  it('reports a failed delivery instead of throwing when the server is unreachable', async () => {
    const log = recordingLog();
    const mailer = createMailer({ url: 'smtp://127.0.0.1:1', from: 'x@example.test' }, log);
    const result = await mailer.send({ to: 'ben@example.test', subject: 'Hi', text: 'body' });
    expect(result.delivered).toBe(false);
    expect(log.lines.some((l) => l.level === 'warn')).toBe(true);
    mailer.close();
  });
});

describe('mail configuration', () => {
  it('is off without SMTP_URL and on with it; other schemes are refused', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.test:587', MAIL_FROM: 'A <a@b.test>' }).mail).toEqual({
      url: 'smtp://u:p@mail.example.test:587',
      from: 'A <a@b.test>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(/SMTP_URL/);
  });
});
