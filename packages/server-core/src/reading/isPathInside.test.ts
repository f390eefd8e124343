import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPathInside } from './isPathInside';

describe('isPathInside', () => {
  const root = path.resolve('/srv/templates');

  it('counts the root and what is below it', () => {
    expect(isPathInside(root, root)).toBe(true);
    expect(isPathInside(root, path.join(root, 'a', 'b.yaml'))).toBe(true);
    expect(isPathInside(root, path.join(root, '..foo'))).toBe(true);
  });

  it('refuses the parent, siblings and their children', () => {
    expect(isPathInside(root, path.dirname(root))).toBe(false);
    expect(isPathInside(root, path.resolve('/srv/templates-old/x'))).toBe(false);
    expect(isPathInside(root, path.resolve('/etc/passwd'))).toBe(false);
  });
});
