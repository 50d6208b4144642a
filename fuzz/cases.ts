import { makeDocxBomb, makePdfBomb } from '../src/server/extract/test-bombs.ts';
import { makeSampleDocx, makeSamplePdf, makePng, samplePlan } from '../src/server/extract/test-files.ts';

/** One generated request: an upload (multipart) or a JSON body, to a route, signed in or not. */
export type FuzzCase = { label: string; method: string; path: string; headers: Record<string, string>; body?: Uint8Array | string };

const BOUNDARY = '----moatmap-fuzz';
let seed = 20261123;
/** A deterministic generator, so that a run can be repeated. */
export const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (max: number) => Math.floor(random() * max);

function mutate(original: Uint8Array): Uint8Array {
  const copy = Buffer.from(original);
  switch (int(5)) {
    case 0:
      for (let k = 0; k < 1 + int(40); k++) copy[int(copy.length)] = int(256);
      return copy;
    case 1:
      return copy.subarray(0, int(copy.length));
    case 2: {
      const at = int(copy.length);
      return Buffer.concat([copy.subarray(0, at), Buffer.from(Array.from({ length: 1 + int(512) }, () => int(256))), copy.subarray(at)]);
    }
    case 3: {
      const at = int(copy.length);
      return Buffer.concat([copy.subarray(0, at), copy.subarray(at + int(2048))]);
    }
    default:
      return Buffer.from(Array.from({ length: int(4096) }, () => int(256)));
  }
}

const part = (field: string, name: string, data: Uint8Array, type = 'application/octet-stream') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

function upload(label: string, body: Uint8Array, cookie: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): FuzzCase {
  return { label, method: 'POST', path: '/api/upload', headers: { cookie, 'content-type': contentType }, body };
}

export async function uploadCases(count: number, cookie: string): Promise<FuzzCase[]> {
  const originals: [string, Uint8Array][] = [
    ['plan.pdf', makeSamplePdf()],
    ['plan.docx', await makeSampleDocx()],
    ['plan.txt', Buffer.from(samplePlan)],
    ['scan.png', makePng(16)],
  ];
  const names = ['plan.pdf', 'plan.docx', 'plan.txt', 'plan', 'plan.exe', '../../etc/passwd', 'a\u0000b.txt', 'x'.repeat(400), 'plan.\ud800'];
  const docxBomb = await makeDocxBomb(300);
  const pdfBomb = makePdfBomb(300);
  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i++) {
    const [name, data] = pick(originals);
    const kind = int(20);
    if (kind === 0) cases.push(upload('docx bomb', Buffer.concat([part('file', 'bomb.docx', docxBomb), end]), cookie));
    else if (kind === 1) cases.push(upload('pdf bomb', Buffer.concat([part('file', 'bomb.pdf', pdfBomb), end]), cookie));
    else if (kind === 2) cases.push(upload('two files', Buffer.concat([part('file', name, data), part('file', name, data), end]), cookie));
    else if (kind === 3) cases.push(upload('wrong field', Buffer.concat([part('document', name, data), end]), cookie));
    else if (kind === 4) cases.push(upload('cut multipart', Buffer.concat([part('file', name, data), end]).subarray(0, int(data.length)), cookie));
    else if (kind === 5) cases.push(upload('no boundary', Buffer.concat([part('file', name, data), end]), cookie, 'multipart/form-data'));
    else if (kind === 6) cases.push(upload('not multipart', data, cookie, pick(['application/pdf', 'text/plain', 'application/json'])));
    else if (kind === 7) cases.push(upload('blank run', Buffer.concat([part('file', 'plan.txt', Buffer.from(`x${' '.repeat(1_000_000)}y`)), end]), cookie));
    else cases.push(upload(`mutated ${name}`, Buffer.concat([part('file', pick(names), mutate(data)), end]), cookie));
  }
  return cases;
}

const nasty: unknown[] = [
  null, true, 0, -1, 1e308, 2147483648, Number.MAX_SAFE_INTEGER, '', ' ', '\u0000', '\ud800', '\udc00x', 'a\u0000b',
  '𝕏'.repeat(1000), 'x'.repeat(100_000), '<script>alert(1)</script>', "' or 1=1 --", [], [1, 2], {}, { $gt: '' },
  { __proto__: { admin: true } }, '2026-13-45', 'NaN',
];

function mangle(value: unknown, depth = 0): unknown {
  if (depth > 3 || random() < 0.3) return pick(nasty);
  if (Array.isArray(value)) return value.map((v) => (random() < 0.5 ? mangle(v, depth + 1) : v));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (random() > 0.1) out[k] = random() < 0.4 ? mangle(v, depth + 1) : v;
    if (random() < 0.2) out[pick(['extra', 'role', 'isAdmin', 'organizationId'])] = pick(nasty);
    return out;
  }
  return random() < 0.5 ? pick(nasty) : typeof value === 'string' ? `${value}${pick(['\u0000', '\ud800', '', '%00', '\\'])}` : value;
}

export type JsonTarget = { method: string; path: string; body: unknown };

export function jsonCases(count: number, cookie: string, targets: JsonTarget[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i++) {
    const target = pick(targets);
    const kind = int(12);
    let body: string;
    if (kind === 0) body = JSON.stringify(target.body).slice(0, int(200));
    else if (kind === 1) body = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    else if (kind === 2) body = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}';
    else body = JSON.stringify(mangle(target.body));
    const path = random() < 0.15 ? target.path.replace(/\d+/, pick(['2147483648', '0', '-1', '1e3', '%00', 'abc'])) : target.path;
    cases.push({
      label: `json ${target.method} ${target.path}`,
      method: target.method,
      path,
      headers: { cookie, 'content-type': random() < 0.05 ? 'text/plain' : 'application/json' },
      body,
    });
  }
  return cases;
}

export { makeDocxBomb, makePdfBomb };
