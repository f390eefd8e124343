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
  extra: z.unknown().describe('Extra info').optional(),
});

/** `debug:log`: writes a message, and optionally the workspace's files, to the task's log. */
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
      if (input.extra !== undefined) logger.info(`Extra: ${JSON.stringify(input.extra, null, 2)}`);
      if (!input.listWorkspace) return;
      const files = await listFiles(workspacePath);
      if (input.listWorkspace === 'with-contents') {
        for (const file of files) {
          const full = path.join(workspacePath, file);
          // A link is named, never followed: it may point at a file outside the workspace.
          if ((await fs.lstat(full)).isSymbolicLink()) {
            logger.info(`${file} -> ${await fs.readlink(full)}`);
          } else {
            logger.info(`${file}:\n${await fs.readFile(full, 'utf8')}`);
          }
        }
        return;
      }
      logger.info(`Workspace:\n${files.map(file => `  - ${file}`).join('\n')}`);
    },
  });
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
