import path from 'node:path';

/**
 * Whether `candidate` is `root` or below it. Decided on the path's parts, so an entry named
 * `..foo` is inside while `..` and `../x` are not.
 */
export function isPathInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  if (relative === '') return true;
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
