// `npm run restore -- <id>`: restores a backup from BACKUP_DIR into the configured database, in one transaction.
import { loadConfig } from '../config.ts';
import { runRestoreCli } from './run-backup.ts';

process.exitCode = await runRestoreCli(loadConfig(), process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
});
