import { ConfigError } from './ConfigError';

/**
 * The files named by `--config <file>` and `--config=<file>` in command-line arguments, in order.
 * Other arguments are ignored: the server has flags of its own.
 */
export function parseConfigArgs(argv: readonly string[]): string[] {
  const files: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--config') {
      const file = argv[index + 1];
      if (file === undefined || file === '' || file.startsWith('--')) {
        throw new ConfigError("Missing file name after '--config'");
      }
      files.push(file);
      index++;
    } else if (arg?.startsWith('--config=')) {
      const file = arg.slice('--config='.length);
      if (file === '') throw new ConfigError("Missing file name after '--config='");
      files.push(file);
    }
  }
  return files;
}
