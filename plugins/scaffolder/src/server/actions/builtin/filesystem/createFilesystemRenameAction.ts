import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ConflictError, NotFoundError } from '@atrium/model';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { pathExists } from '../workspace/pathExists';
import { resolveWorkspacePath } from '../workspace/resolveWorkspacePath';

const inputSchema = z.object({
  files: z
    .array(
      z.object({
        from: z.string().min(1).describe('The source location of the file to be renamed'),
        to: z.string().min(1).describe('The destination of the new file'),
        overwrite: z
          .boolean()
          .describe('Overwrite existing file or directory, default is false')
          .optional(),
      }),
    )
    .describe('A list of file and directory names that will be renamed'),
});

/** `fs:rename`: moves files and directories within the workspace. */
export function createFilesystemRenameAction() {
  return createTemplateAction<z.infer<typeof inputSchema>>({
    id: 'fs:rename',
    description: 'Renames files and directories within the workspace',
    supportsDryRun: true,
    schema: { input: inputSchema },
    examples: [
      stepExample('Rename a file, and a directory over an existing one', {
        id: 'rename',
        name: 'Rename files',
        action: 'fs:rename',
        input: {
          files: [
            { from: 'file1.txt', to: 'file1-renamed.txt' },
            { from: 'docs-draft', to: 'docs', overwrite: true },
          ],
        },
      }),
    ],
    async handler({ input, workspacePath, logger }) {
      for (const file of input.files) {
        const from = await resolveWorkspacePath(workspacePath, file.from);
        const to = await resolveWorkspacePath(workspacePath, file.to);
        if (!(await pathExists(from))) throw new NotFoundError(`'${file.from}' does not exist`);
        if (await pathExists(to)) {
          if (!file.overwrite) {
            throw new ConflictError(`'${file.to}' already exists; set overwrite to replace it`);
          }
          await fs.rm(to, { recursive: true, force: true });
        }
        await fs.mkdir(path.dirname(to), { recursive: true });
        await fs.rename(from, to);
        logger.info(`Renamed ${file.from} to ${file.to}`);
      }
    },
  });
}
