import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError } from '@atrium/model';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { createGlobMatcher, GLOB_CHARACTER, isGlob } from '../workspace/createGlobMatcher';
import { resolveWorkspacePath } from '../workspace/resolveWorkspacePath';

const inputSchema = z.object({
  files: z
    .array(z.string().min(1))
    .describe('A list of files and directories that will be deleted; glob patterns allowed'),
});

/** `fs:delete`: removes files and directories (named or matched by globs) from the workspace. */
export function createFilesystemDeleteAction() {
  return createTemplateAction<z.infer<typeof inputSchema>>({
    id: 'fs:delete',
    description: 'Deletes files and directories from the workspace',
    supportsDryRun: true,
    schema: { input: inputSchema },
    examples: [
      stepExample('Delete a file and every Markdown file below docs', {
        id: 'delete',
        name: 'Delete files',
        action: 'fs:delete',
        input: { files: ['file1.txt', 'docs/**/*.md'] },
      }),
    ],
    async handler({ input, workspacePath, logger }) {
      const root = await fs.realpath(workspacePath);
      // Every pattern is checked before anything is deleted: one bad entry deletes nothing.
      const targets: string[] = [];
      for (const pattern of input.files) {
        targets.push(...(await resolvePattern(root, pattern)));
      }
      for (const target of targets) {
        await fs.rm(target, { recursive: true, force: true });
        logger.info(`Deleted ${path.relative(root, target) || '.'}`);
      }
    },
  });
}

async function resolvePattern(root: string, pattern: string): Promise<string[]> {
  if (!isGlob(pattern)) {
    const target = await resolveWorkspacePath(root, pattern);
    if (target === root) throw new InputError('The workspace itself cannot be deleted');
    return [target];
  }
  const normalized = path.posix.normalize(pattern.replace(/\\/g, '/'));
  if (path.posix.isAbsolute(normalized) || normalized.split('/').includes('..')) {
    throw new InputError(`'${pattern}' must be a relative pattern inside the workspace`);
  }
  // The fixed directories before the first wildcard must stay inside too (`link-out/*`).
  const fixed = normalized.slice(0, normalized.search(GLOB_CHARACTER));
  await resolveWorkspacePath(root, fixed.slice(0, fixed.lastIndexOf('/') + 1) || '.');
  const isMatch = createGlobMatcher([normalized.replace(/^\.\//, '')]);
  const matches: string[] = [];
  for (const relative of await walk(root)) {
    if (isMatch(relative)) matches.push(await resolveWorkspacePath(root, relative));
  }
  return matches;
}

/** Every path below `root`, relative with `/`, parents before children; links are not followed. */
async function walk(root: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, prefix), { withFileTypes: true });
  const paths: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    paths.push(relative);
    if (entry.isDirectory()) paths.push(...(await walk(root, relative)));
  }
  return paths;
}
