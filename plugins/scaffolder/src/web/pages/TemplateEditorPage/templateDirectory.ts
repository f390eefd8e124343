import { createStore } from '@atrium/web-core';

/** The parts of the File System Access API the editor uses (not yet in TypeScript's DOM types). */
export interface DirectoryHandle {
  kind: 'directory';
  name: string;
  values(): AsyncIterable<DirectoryHandle | FileHandle>;
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryHandle>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle>;
}

export interface FileHandle {
  kind: 'file';
  name: string;
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: BufferSource): Promise<void>; close(): Promise<void> }>;
}

export interface TemplateFile {
  /** Relative to the directory, forward slashes. */
  path: string;
  bytes: Uint8Array;
  /** Edited since it was loaded or last saved. */
  dirty?: boolean;
}

export interface TemplateDirectory {
  name: string;
  files: TemplateFile[];
  /** Present when the directory came from the directory picker: saving writes back to disk. */
  handle?: DirectoryHandle;
}

/**
 * The directory being edited. It lives outside the pages because the entry page loads it and
 * the editor page (another route) edits it; it stays in memory only, for this tab.
 */
export const templateDirectoryStore = createStore<TemplateDirectory | undefined>(undefined);

export const NEW_TEMPLATE_YAML = `apiVersion: scaffolder.backstage.io/v1beta3
kind: Template
metadata:
  name: my-template
  title: My template
  description: Creates a new component
spec:
  owner: group:default/platform
  type: service
  parameters:
    - title: Fill in some steps
      required:
        - name
      properties:
        name:
          title: Name
          type: string
          description: Unique name of the component
          ui:autofocus: true
  steps:
    - id: fetch
      name: Fetch skeleton
      action: fetch:template
      input:
        url: ./skeleton
        values:
          name: \${{ parameters.name }}
    - id: log
      name: Log
      action: debug:log
      input:
        message: Created \${{ parameters.name }}
  output:
    text:
      - title: Result
        content: The skeleton of **\${{ parameters.name }}** was rendered.
`;

const encoder = new TextEncoder();

export function createNewTemplateDirectory(): TemplateDirectory {
  return {
    name: 'new-template',
    files: [
      { path: 'template.yaml', bytes: encoder.encode(NEW_TEMPLATE_YAML) },
      {
        path: 'skeleton/catalog-info.yaml',
        bytes: encoder.encode(
          'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${{ values.name }}\nspec:\n  type: service\n  lifecycle: experimental\n  owner: group:default/platform\n',
        ),
      },
    ],
  };
}

export function sortFiles(files: TemplateFile[]): TemplateFile[] {
  return [...files].sort((a, b) => a.path.localeCompare(b.path));
}

/** The file the form preview and dry run use: the selected one when it is a template, else the top-most `template.yaml`. */
export function templateFilePath(
  directory: TemplateDirectory,
  selected: string | undefined,
  isTemplate: (file: TemplateFile) => boolean,
): string | undefined {
  const chosen = directory.files.find(file => file.path === selected);
  if (chosen && /\.ya?ml$/.test(chosen.path) && isTemplate(chosen)) return chosen.path;
  const candidates = directory.files
    .filter(file => /(^|\/)template\.ya?ml$/.test(file.path))
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length);
  return candidates[0]?.path;
}

/** The directory with one file's text replaced, marked as changed. */
export function withFileText(
  directory: TemplateDirectory,
  path: string,
  text: string,
): TemplateDirectory {
  return {
    ...directory,
    files: directory.files.map(file =>
      file.path === path ? { ...file, bytes: encoder.encode(text), dirty: true } : file,
    ),
  };
}

/**
 * The directory with the files just written marked as saved; one typed into while it was being
 * written (its bytes are no longer those written) stays marked as changed.
 */
export function withFilesSaved(
  directory: TemplateDirectory,
  written: ReadonlyMap<string, Uint8Array>,
): TemplateDirectory {
  return {
    ...directory,
    files: directory.files.map(file =>
      written.get(file.path) === file.bytes ? { ...file, dirty: false } : file,
    ),
  };
}
