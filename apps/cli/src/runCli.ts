import { isError } from '@atrium/model';
import type { CliIo } from './CliIo';

export const USAGE = `Usage: atrium <command> [options]

Commands:
  docs build [<dir>] [--output <dir>]   Build the TechDocs site of the MkDocs sources in <dir>
                                        (default .) into --output (default ./site)

Options:
  -h, --help                            Show this help`;

/** Runs one command line; resolves to the process exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [group, command, ...rest] = args;
  if (group === undefined || group === '--help' || group === '-h' || group === 'help') {
    io.out(USAGE);
    return 0;
  }
  try {
    if (group === 'docs' && command === 'build') {
      // Loaded on demand: the builder brings highlight.js' languages, which `--help` needs not.
      const { docsBuild } = await import('./commands/docsBuild');
      return await docsBuild(rest, io);
    }
  } catch (error) {
    io.err(`atrium: ${isError(error) ? error.message : String(error)}`);
    return 1;
  }
  io.err(`atrium: unknown command: ${args.join(' ')}\n\n${USAGE}`);
  return 2;
}
