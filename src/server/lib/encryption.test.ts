import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEncryptor, KEY_FILE_NAME, loadEncryptionKey, parseKey } from './encryption.ts';

describe('encryption', () => {
  const key = randomBytes(32);
  const encryptor = createEncryptor(key);
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'moatmap-key-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('round-trips text, unicode included, and never writes the plaintext', () => {
    const text = 'LUMIO cold-chain routing — 100% secret «recipe» 🚀';
    const payload = encryptor.encrypt(text);
    expect(payload.startsWith('v1:')).toBe(true);
    expect(payload).not.toContain('LUMIO');
    expect(Buffer.from(payload.slice(3), 'base64').toString('latin1')).not.toContain('LUMIO');
    expect(encryptor.decrypt(payload)).toBe(text);
  });

  it('uses a fresh IV each time, so equal texts give different payloads', () => {
    expect(encryptor.encrypt('same text')).not.toBe(encryptor.encrypt('same text'));
  });

  it('refuses a tampered payload and a payload made under another key', () => {
    const payload = encryptor.encrypt('a business plan');
    const raw = Buffer.from(payload.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => encryptor.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createEncryptor(randomBytes(32)).decrypt(payload)).toThrow();
    expect(() => encryptor.decrypt('plain text')).toThrow(/format/);
  });

  it('accepts a 32-byte key as hex or base64 and refuses anything else', () => {
    expect(parseKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseKey(key.toString('base64url')).equals(key)).toBe(true);
    expect(() => parseKey(randomBytes(16).toString('hex'))).toThrow(/32 bytes/);
    expect(() => parseKey('not a key at all')).toThrow(/32 bytes/);
  });

  it('prefers ENCRYPTION_KEY and then writes no file', () => {
    const dir = freshDir();
    const loaded = loadEncryptionKey({ encryptionKey: key.toString('hex'), dataDir: dir });
    expect(loaded.equals(key)).toBe(true);
    expect(() => statSync(path.join(dir, KEY_FILE_NAME))).toThrow();
  });

  it('otherwise generates one key into DATA_DIR with 0600 permissions and reuses it', () => {
    const dir = path.join(freshDir(), 'nested');
    const first = loadEncryptionKey({ dataDir: dir });
    const file = path.join(dir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseKey(readFileSync(file, 'utf8')).equals(first)).toBe(true);
    const second = loadEncryptionKey({ dataDir: dir });
    expect(second.equals(first)).toBe(true);
    const payload = createEncryptor(first).encrypt('survives a restart');
    expect(createEncryptor(second).decrypt(payload)).toBe('survives a restart');
  });
});
