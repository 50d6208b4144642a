import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '#shared/schemas/business-plan.ts';
import { INVALID_FILE_TYPE_MESSAGE, NO_TEXT_MESSAGE } from '../../extract/errors.ts';
import {
  makeCorruptPdf,
  makeEmptyDocx,
  makePng,
  makeSampleDocx,
  makeSamplePdf,
  makeUtf16,
  samplePlan,
} from '../../extract/test-files.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { NO_FILE_MESSAGE } from './uploads.routes.ts';

const BOUNDARY = '----moatmap-test-boundary';

/** A multipart/form-data body holding one file part. */
function multipart(fileName: string, data: Buffer, field = 'file', type = 'application/octet-stream') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe.each(testDatabaseKinds)('POST /api/upload on %s', (kind) => {
  let t: TestApp;
  let alice: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: { uploadsPerMinute: 1000, analysesPerMinute: 1000 } });
    alice = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const upload = (fileName: string, data: Buffer, headers: Record<string, string> = alice.headers, field?: string) =>
    t.app.inject({ method: 'POST', url: '/api/upload', payload: multipart(fileName, data, field), headers: { ...multipartHeaders, ...headers } });

  it('reads a UTF-8 text file', async () => {
    const res = await upload('plan.txt', Buffer.from(samplePlan, 'utf8'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).toContain('LUMIO Labs builds the Lumio Hub');
    expect(body.words).toBe(samplePlan.split(/\s+/).length);
    expect(body.warnings).toEqual([]);
    expect(body.pages).toBeUndefined();
  });

  it('reads UTF-16 text with a byte-order mark', async () => {
    const res = await upload('plan.txt', makeUtf16(samplePlan));
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toContain('adaptive scheduling method');
    expect(res.json().content).not.toContain('\uFEFF');
  });

  it('reads the text of a PDF with its page count', async () => {
    const res = await upload('plan.pdf', makeSamplePdf());
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toContain('smart thermostat');
    expect(res.json().pages).toBe(1);
  });

  it('reads a DOCX: body, list, table, header and footer', async () => {
    const res = await upload('plan.docx', await makeSampleDocx());
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    for (const part of ['Lumio Hub', 'Installer training course', '$249', 'Confidential business plan', 'Prepared by the founders']) {
      expect(content).toContain(part);
    }
  });

  it('warns when the text is under 50 characters', async () => {
    const res = await upload('short.txt', Buffer.from('LUMIO is a thermostat.'));
    expect(res.statusCode).toBe(200);
    expect(res.json().warnings).toEqual([expect.stringMatching(/too short for analysis/)]);
  });

  it('refuses a PNG with 400 and the spec message, whatever its name', async () => {
    for (const name of ['image.png', 'image.pdf', 'image.txt']) {
      const res = await upload(name, makePng());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_FILE_TYPE_MESSAGE });
    }
  });

  it('answers 422 for a corrupt PDF and for an empty DOCX', async () => {
    const corrupt = await upload('broken.pdf', makeCorruptPdf());
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().message).toMatch(/^No text content could be extracted from the file/);
    const empty = await upload('empty.docx', await makeEmptyDocx());
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(NO_TEXT_MESSAGE);
  });

  it('answers 413 with the spec message for a 51 MB file', async () => {
    const big = Buffer.alloc(51 * 1024 * 1024, 'a');
    const res = await upload('big.txt', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
    expect(res.headers.connection).toBe('close');
  });

  it('accepts a file of exactly 50 MB (the limit is inclusive)', async () => {
    const line = 'The Lumio Hub learns occupancy from door sensors.\n';
    const limit = Buffer.alloc(MAX_UPLOAD_BYTES, line);
    const res = await upload('limit.txt', limit);
    expect(res.statusCode).toBe(200);
    expect(res.json().words).toBeGreaterThan(1_000_000);
  });

  it('requires a signed-in user', async () => {
    const res = await upload('plan.txt', Buffer.from(samplePlan), {});
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 when no file is sent, or not in the field "file"', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', payload: { content: 'x' }, headers: alice.headers });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(NO_FILE_MESSAGE);
    const wrongField = await upload('plan.txt', Buffer.from(samplePlan), alice.headers, 'document');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(NO_FILE_MESSAGE);
  });

  it('answers 400, not 500, for a cut multipart body', async () => {
    const whole = multipart('plan.txt', Buffer.from(samplePlan));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: whole.subarray(0, whole.length - 30),
      headers: { ...multipartHeaders, ...alice.headers },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/upload over real HTTP', () => {
  let t: TestApp;
  let alice: SignedIn;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimits: { uploadsPerMinute: 2, analysesPerMinute: 1000 } });
    alice = await registerUser(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Streams a body of `size` bytes and reports the answer and how much was written before it came. */
  function send(size: number, declareLength: boolean) {
    return new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const headers: Record<string, string | number> = { ...multipartHeaders, cookie: alice.cookie };
      if (declareLength) headers['content-length'] = head.length + size + tail.length;
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/upload', headers });
      let written = 0;
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), written }));
      });
      // The server closes the connection after refusing: the rest of our upload then fails to send, as it should.
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      const chunk = Buffer.alloc(256 * 1024, 'b');
      const pump = () => {
        if (written === 0) req.write(head);
        while (!answered && written < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - written));
          written += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        if (!answered) req.end(tail);
      };
      pump();
    });
  }

  it('refuses a declared oversize upload, after reading and dropping its body so the sender gets the answer', async () => {
    const size = 51 * 1024 * 1024;
    const res = await send(size, true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
  });

  it('stops a chunked upload (no declared length) at the limit with 413', async () => {
    const res = await send(51 * 1024 * 1024, false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
  });

  it('rate-limits uploads per user with 429 and Retry-After', async () => {
    // The two uploads above used this user's budget of 2 a minute.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: multipart('plan.txt', Buffer.from(samplePlan)),
      headers: { ...multipartHeaders, ...alice.headers },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many uploads in a short time\. Please wait \d+ seconds and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const bob = await registerUser(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: multipart('plan.txt', Buffer.from(samplePlan)),
      headers: { ...multipartHeaders, ...bob.headers },
    });
    expect(other.statusCode).toBe(200);
  });
});
