import { BACKUP_USAGE, backupUsageProblem, runBackupCommand } from '../backup/backup-command.ts';
import { usageOutcome, type OperatorCommand } from './operator-command.ts';

/**
 * `npm run backup` (BACKUP_USAGE): exit code 0 verified, 1 failed, 2 wrong command line. Run by the
 * server that owns the embedded database while it serves, so a school backs up during lessons.
 */
export const backupOperatorCommand: OperatorCommand = {
  usageProblem(args) {
    const problem = backupUsageProblem(args);
    return problem === undefined ? undefined : usageOutcome('backup', problem, BACKUP_USAGE);
  },
  run: (args, context) => runBackupCommand(args, context),
};
