import type {
  DirectoryHandle,
  FileHandle,
  TemplateDirectory,
  TemplateFile,
} from './templateDirectory';
import { sortFiles } from './templateDirectory';

// Version control data and installed packages are not part of a template.
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

// FileReader rather than Blob.arrayBuffer: it is in every browser the app supports and in jsdom.
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** Every file below a picked directory, read into memory. */
export async function readDirectoryHandle(handle: DirectoryHandle): Promise<TemplateDirectory> {
  const files: TemplateFile[] = [];
  async function walk(directory: DirectoryHandle, prefix: string): Promise<void> {
    for await (const entry of directory.values()) {
      if (entry.kind === 'directory') {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) await walk(entry, `${prefix}${entry.name}/`);
      } else {
        files.push({ path: `${prefix}${entry.name}`, bytes: await bytesOf(await entry.getFile()) });
      }
    }
  }
  await walk(handle, '');
  return { name: handle.name, files: sortFiles(files), handle };
}

/**
 * The files of an `<input webkitdirectory>`: each carries its path below the parent of the chosen
 * directory, whose name is the first segment.
 */
export async function readFileList(list: ArrayLike<File>): Promise<TemplateDirectory> {
  const files: TemplateFile[] = [];
  let name = 'template';
  for (const file of Array.from(list)) {
    const segments = (file.webkitRelativePath || file.name).split('/');
    if (segments.length > 1) name = segments[0]!;
    const path = segments.length > 1 ? segments.slice(1) : segments;
    if (path.slice(0, -1).some(segment => SKIPPED_DIRECTORIES.has(segment))) continue;
    files.push({ path: path.join('/'), bytes: await bytesOf(file) });
  }
  return { name, files: sortFiles(files) };
}

/** Writes one file back below the picked directory, making its folders as needed. */
async function writeFileToHandle(handle: DirectoryHandle, file: TemplateFile): Promise<void> {
  const segments = file.path.split('/');
  let directory = handle;
  for (const segment of segments.slice(0, -1)) {
    directory = await directory.getDirectoryHandle(segment, { create: true });
  }
  const target: FileHandle = await directory.getFileHandle(segments.at(-1)!, { create: true });
  const writable = await target.createWritable();
  await writable.write(file.bytes as Uint8Array<ArrayBuffer>);
  await writable.close();
}

/** Writes the changed files back to the picked directory; answers what was written, by path. */
export async function saveChangedFiles(
  directory: TemplateDirectory,
): Promise<Map<string, Uint8Array>> {
  const written = new Map<string, Uint8Array>();
  if (!directory.handle) return written;
  for (const file of directory.files.filter(item => item.dirty)) {
    await writeFileToHandle(directory.handle, file);
    written.set(file.path, file.bytes);
  }
  return written;
}
