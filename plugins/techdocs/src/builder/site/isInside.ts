import path from 'node:path';

/** True when `candidate` is `root` itself or a path below it (both absolute, resolved). */
export function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
