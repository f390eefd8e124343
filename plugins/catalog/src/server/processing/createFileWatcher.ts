import fs from 'node:fs';
import path from 'node:path';

export interface FileWatcher {
  watch(file: string): void;
  close(): void;
}

const DEBOUNCE_MS = 50;

/**
 * Watches the directories of file locations (not the files: editors replace files by renaming,
 * which a file watch would lose) and reports changed paths, debounced per file.
 */
export function createFileWatcher(
  onChange: (file: string) => void,
  onError: (error: unknown) => void,
): FileWatcher {
  const watchers = new Map<string, fs.FSWatcher>();
  const pending = new Map<string, NodeJS.Timeout>();

  function report(file: string) {
    clearTimeout(pending.get(file));
    pending.set(
      file,
      setTimeout(() => {
        pending.delete(file);
        onChange(file);
      }, DEBOUNCE_MS),
    );
  }

  return {
    watch(file) {
      const directory = path.dirname(path.resolve(file));
      if (watchers.has(directory)) return;
      try {
        const watcher = fs.watch(directory, { persistent: false }, (_event, name) => {
          if (name) report(path.join(directory, name.toString()));
        });
        watcher.on('error', onError);
        watchers.set(directory, watcher);
      } catch (error) {
        onError(error);
      }
    },
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
