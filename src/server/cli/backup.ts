// `npm run backup`: a full backup into BACKUP_DIR, for operators without the web page (cron, before an upgrade).
import { loadConfig } from '../config.ts';
import { runBackupCli } from './run-backup.ts';

process.exitCode = await runBackupCli(loadConfig(), { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) });
