import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip, createGzip } from 'node:zlib';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { shippedMigrationCount } from '../../db/migrations-info.ts';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'moatmap-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type ManifestTable = { name: string; file: string; rows: number; bytes: number; sha256: string };
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  id: string;
  createdAt: string;
  /** The number of migrations of the app that wrote it; a newer backup cannot go into an older app. */
  schemaVersion: number;
  compressed: boolean;
  includeAnalytics: boolean;
  /** Fingerprint of the key that encrypts business-plan content (never the key). */
  encryptionKeyId: string;
  tables: ManifestTable[];
};

/** The schema version of this build: how many migrations it ships. */
export const appSchemaVersion = shippedMigrationCount;

export function keyFingerprint(key: Buffer): string {
  return createHash('sha256').update('moatmap-backup-key-id:').update(key).digest('hex').slice(0, 16);
}

export function backupPath(backupDir: string, id: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(id)) throw new Error('Invalid backup id');
  return path.join(backupDir, id);
}

/** Writes lines (one JSON row each) to a file, gzip-compressed when asked; answers its size and SHA-256. */
export async function writeLines(file: string, lines: AsyncIterable<string>, compressed: boolean) {
  await mkdir(path.dirname(file), { recursive: true });
  const source = Readable.from(
    (async function* () {
      for await (const line of lines) yield `${line}\n`;
    })(),
  );
  if (compressed) await pipeline(source, createGzip(), createWriteStream(file));
  else await pipeline(source, createWriteStream(file));
  return { bytes: (await stat(file)).size, sha256: await fileSha256(file) };
}

export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The rows of one table file, line by line. */
export async function* readLines(file: string, compressed: boolean): AsyncGenerator<string> {
  const input = createReadStream(file);
  const lines = createInterface({ input: compressed ? input.pipe(createGunzip()) : input, crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield line;
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error('Not a Moatmap backup (unknown manifest format)');
  return manifest;
}

/** Every file's checksum, size and row count against the manifest; answers the first problem found, or null. */
export async function checkFiles(dir: string, manifest: BackupManifest): Promise<string | null> {
  for (const table of manifest.tables) {
    const file = path.join(dir, table.file);
    const found = await stat(file).catch(() => null);
    if (!found) return `The file of table ${table.name} is missing`;
    if ((await fileSha256(file)) !== table.sha256) return `The file of table ${table.name} is corrupted (checksum mismatch)`;
    let rows = 0;
    try {
      for await (const line of readLines(file, manifest.compressed)) {
        JSON.parse(line);
        rows += 1;
      }
    } catch {
      return `The file of table ${table.name} cannot be read`;
    }
    if (rows !== table.rows) return `Table ${table.name} has ${rows} rows in its file, the manifest says ${table.rows}`;
  }
  return null;
}
