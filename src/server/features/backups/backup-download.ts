import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { MANIFEST_FILE, type BackupManifest } from './backup-files.ts';

/** The backup's folder as a streamed ZIP (stored, not recompressed: the table files are gzip already). */
export function zipBackup(dir: string, manifest: BackupManifest): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const file of [MANIFEST_FILE, ...manifest.tables.map((t) => t.file)]) {
      const entry = new ZipPassThrough(`${manifest.id}/${file}`);
      zip.add(entry);
      for await (const chunk of createReadStream(path.join(dir, file))) entry.push(chunk as Uint8Array);
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
