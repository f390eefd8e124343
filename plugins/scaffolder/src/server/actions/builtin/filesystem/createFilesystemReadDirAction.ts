import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { resolveWorkspacePath } from '../workspace/resolveWorkspacePath';

const inputSchema = z.object({
  paths: z
    .array(z.string().min(1))
    .describe('Directories to read, relative to the workspace (`.` for the workspace itself)'),
  recursive: z
    .boolean()
    .default(false)
    .describe('Read the directories below them too; default is false'),
});

const entrySchema = z.object({
  name: z.string().describe('Name of the file or directory'),
  path: z.string().describe('Path to the file or directory relative to the workspace'),
  fullPath: z.string().describe('Full path to the file or directory'),
});

const outputSchema = z.object({
  files: z.array(entrySchema).describe('The files found, symbolic links included'),
  folders: z.array(entrySchema).describe('The directories found'),
});

type Entry = z.infer<typeof entrySchema>;

/** `fs:readdir`: lists the files and directories of workspace directories, for later steps. */
export function createFilesystemReadDirAction() {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'fs:readdir',
    description: 'Reads files and directories from the workspace',
    supportsDryRun: true,
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('List the workspace root', {
        id: 'list',
        name: 'List the workspace',
        action: 'fs:readdir',
        input: { paths: ['.'] },
      }),
      stepExample('List everything below docs', {
        id: 'list-docs',
        name: 'List the docs',
        action: 'fs:readdir',
        input: { paths: ['docs'], recursive: true },
      }),
    ],
    async handler({ input, workspacePath, output }) {
      const root = await fs.realpath(workspacePath);
      const files: Entry[] = [];
      const folders: Entry[] = [];
      for (const relative of input.paths) {
        const directory = await resolveWorkspacePath(root, relative);
        for (const entry of await readEntries(directory, input.recursive)) {
          const described = {
            name: entry.name,
            path: path.relative(root, entry.fullPath),
            fullPath: entry.fullPath,
          };
          (entry.isDirectory ? folders : files).push(described);
        }
      }
      output('files', files);
      output('folders', folders);
    },
  });
}

interface DirectoryEntry {
  readonly name: string;
  readonly fullPath: string;
  readonly isDirectory: boolean;
}

/**
 * The entries of a directory, sorted by name, and with `recursive` those below it. A symbolic
 * link is an entry of its own and never followed: it may point outside the workspace.
 */
async function readEntries(directory: string, recursive: boolean): Promise<DirectoryEntry[]> {
  const dirents = await fs.readdir(directory, { withFileTypes: true });
  const entries: DirectoryEntry[] = [];
  for (const dirent of dirents.sort((a, b) => a.name.localeCompare(b.name))) {
    const entry = {
      name: dirent.name,
      fullPath: path.join(directory, dirent.name),
      isDirectory: dirent.isDirectory(),
    };
    entries.push(entry);
    if (recursive && entry.isDirectory) entries.push(...(await readEntries(entry.fullPath, true)));
  }
  return entries;
}
