import type { Encryptor } from '../../lib/encryption.ts';

/**
 * How an analysis result (and a custom strategy) sits in its jsonb column: `{ "sealed": "v1:..." }`, the JSON
 * text encrypted with the plan's key, since the result quotes the plan (finding 4 of the attack run). Rows
 * written before this change hold the clear JSON and are still read as they are.
 */
export type Sealed = { sealed: string };

export function seal(encryptor: Encryptor, value: unknown): Sealed {
  return { sealed: encryptor.encrypt(JSON.stringify(value)) };
}

const isSealed = (stored: unknown): stored is Sealed =>
  typeof stored === 'object' && stored !== null && typeof (stored as Sealed).sealed === 'string' && Object.keys(stored).length === 1;

/** The stored value, decrypted when sealed; throws when it cannot be decrypted with this key. */
export function unseal<T>(encryptor: Encryptor, stored: unknown): T {
  return (isSealed(stored) ? JSON.parse(encryptor.decrypt(stored.sealed)) : stored) as T;
}
