import { resolve } from 'node:path';
import {
  CONTENT_USAGE,
  ContentUsageError,
  parseContentArgs,
  runContentCommand,
} from '../content-packs/content-command.ts';
import * as service from '../content-packs/content-pack-service.ts';
import { mediaDirOf } from '../media/media-dir.ts';
import { usageOutcome, type OperatorCommand } from './operator-command.ts';

/** `npm run content` (CONTENT_USAGE): exit code 1 for a refused pack, 2 for a wrong command line. */
export const contentOperatorCommand: OperatorCommand = {
  usageProblem(args) {
    try {
      parseContentArgs(args);
      return undefined;
    } catch (error) {
      if (error instanceof ContentUsageError) return usage(error);
      throw error;
    }
  },
  async run(args, { db, config, now, cwd }) {
    let command;
    try {
      command = parseContentArgs(args);
    } catch (error) {
      if (error instanceof ContentUsageError) return usage(error);
      throw error;
    }
    // The pack (or the export's target) is a file of the operator's directory.
    const file = resolve(cwd, command.file);
    return runContentCommand(
      { ...command, file },
      { db, mediaDir: mediaDirOf(config), now, service },
    );
  },
};

function usage(error: ContentUsageError) {
  return usageOutcome('content', error.message, CONTENT_USAGE);
}
