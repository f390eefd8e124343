import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';

const inputSchema = z.object({
  message: z.string().describe('Message to output.').optional(),
  listWorkspace: z
    .union([z.boolean(), z.enum(['with-filenames', 'with-contents'])])
    .describe('List all files in the workspace, if true; with their contents for `with-contents`.')
    .optional(),
});

/**
 * `debug:log`: writes the message to the task's log as one line, verbatim, and optionally the
 * workspace's files as one more.
 */
export function createDebugLogAction() {
  return createTemplateAction<z.infer<typeof inputSchema>>({
    id: 'debug:log',
    description: 'Writes a message into the log or lists all files in the workspace.',
    supportsDryRun: true,
    schema: { input: inputSchema },
    examples: [
      stepExample('Write a message to the log', {
        id: 'log-message',
        name: 'Log a message',
        action: 'debug:log',
        input: { message: 'Hello, ${{ parameters.name }}!' },
      }),
      stepExample('List the files in the workspace', {
        id: 'list-workspace',
        name: 'List the workspace',
        action: 'debug:log',
        input: { listWorkspace: true },
      }),
    ],
    async handler({ input, logger, workspacePath }) {
      if (input.message) logger.info(input.message);
      if (!input.listWorkspace) return;
      const files = await listFiles(workspacePath);
      const entries =
        input.listWorkspace === 'with-contents'
          ? await Promise.all(files.map(file => describeWithContents(workspacePath, file)))
          : files.map(file => `  - ${file}`);
      logger.info(['Workspace:', ...entries].join('\n'));
    },
  });
}

/** A file with its contents indented below its name; a link is named, never followed. */
async function describeWithContents(workspacePath: string, file: string): Promise<string> {
  const full = path.join(workspacePath, file);
  // A link may point at a file outside the workspace.
  if ((await fs.lstat(full)).isSymbolicLink()) return `  - ${file} -> ${await fs.readlink(full)}`;
  const contents = (await fs.readFile(full, 'utf8')).replace(/\n$/, '');
  return `  - ${file}:\n${contents.replace(/^/gm, '    ')}`;
}

/** Every file below `root`, relative with `/` separators, sorted; links are not followed. */
export async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(root, relative)));
    else files.push(relative);
  }
  return files;
}
