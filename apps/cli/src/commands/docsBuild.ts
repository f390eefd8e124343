import path from 'node:path';
import { parseArgs } from 'node:util';
import { InputError } from '@atrium/model';
import { buildSite } from '@atrium/plugin-techdocs/builder';
import type { CliIo } from '../CliIo';

/** `atrium docs build [<dir>] [--output <dir>]`: the same build the portal runs on view. */
export async function docsBuild(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { output: { type: 'string', short: 'o' } },
    allowPositionals: true,
  });
  if (positionals.length > 1) {
    throw new InputError(`docs build takes one source directory, got ${positionals.join(' ')}`);
  }
  const sourceDir = path.resolve(io.cwd, positionals[0] ?? '.');
  const outputDir = path.resolve(io.cwd, values.output ?? 'site');
  const site = await buildSite({ sourceDir, outputDir, log: io.out });
  io.out(`Built ${site.totalPages} pages into ${outputDir} in ${site.durationMs} ms`);
  return 0;
}
