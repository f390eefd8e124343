import type { DirectoryHandle, FileHandle } from '../pages/TemplateEditorPage/templateDirectory';

/**
 * An in-memory directory behind the File System Access API's handles, as `showDirectoryPicker`
 * answers them: `files` maps paths to text and receives what the page writes.
 */
export function createFakeDirectoryHandle(
  name: string,
  files: Map<string, string>,
): DirectoryHandle {
  function fileHandle(path: string): FileHandle {
    return {
      kind: 'file',
      name: path.split('/').at(-1)!,
      getFile: async () => new File([files.get(path) ?? ''], path.split('/').at(-1)!),
      createWritable: async () => {
        let written = '';
        return {
          write: async data => {
            written += new TextDecoder().decode(data as Uint8Array);
          },
          close: async () => {
            files.set(path, written);
          },
        };
      },
    };
  }
  function directoryHandle(prefix: string, directoryName: string): DirectoryHandle {
    return {
      kind: 'directory',
      name: directoryName,
      async *values() {
        const children = new Set<string>();
        for (const path of files.keys()) {
          if (!path.startsWith(prefix)) continue;
          const [child, ...rest] = path.slice(prefix.length).split('/');
          const key = rest.length > 0 ? `${child}/` : child!;
          if (children.has(key)) continue;
          children.add(key);
          yield rest.length > 0
            ? directoryHandle(`${prefix}${child}/`, child!)
            : fileHandle(`${prefix}${child}`);
        }
      },
      getDirectoryHandle: async child => directoryHandle(`${prefix}${child}/`, child),
      getFileHandle: async child => fileHandle(`${prefix}${child}`),
    };
  }
  return directoryHandle('', name);
}
