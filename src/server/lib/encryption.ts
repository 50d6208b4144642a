import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
// 96-bit random IVs are GCM's recommended size; with a fresh one per message the collision risk is negligible.
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1:';
export const KEY_FILE_NAME = 'encryption.key';

export type Encryptor = {
  /** "v1:" + base64(iv | tag | ciphertext) */
  encrypt: (plaintext: string) => string;
  /** Throws when the payload was altered or was encrypted under another key. */
  decrypt: (payload: string) => string;
};

/** A 32-byte key given as 64 hex characters or as base64 (standard or URL-safe). */
export function parseKey(text: string): Buffer {
  const value = text.trim();
  // Buffer's base64 decoder skips characters it does not know, so the shape is checked before decoding.
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return Buffer.from(value, 'base64');
  throw new Error(
    'ENCRYPTION_KEY must be 32 bytes, written as 64 hex characters or as base64 (e.g. the output of `openssl rand -base64 32`).',
  );
}

/**
 * The key from ENCRYPTION_KEY when set; otherwise the one in DATA_DIR/encryption.key, created (0600) on the
 * first start and reused after. Exclusive creation means two processes starting together agree on one key.
 */
export function loadEncryptionKey(options: { encryptionKey?: string; dataDir: string }): Buffer {
  if (options.encryptionKey) return parseKey(options.encryptionKey);
  const file = path.resolve(options.dataDir, KEY_FILE_NAME);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    // The mode above is filtered by the umask; make sure no one else can read it.
    chmodSync(file, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseKey(readFileSync(file, 'utf8'));
}

export function createEncryptor(key: Buffer): Encryptor {
  if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes`);
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(payload) {
      if (!payload.startsWith(VERSION)) throw new Error('Unknown encrypted payload format');
      const raw = Buffer.from(payload.slice(VERSION.length), 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted payload is truncated');
      const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
