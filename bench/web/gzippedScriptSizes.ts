import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzipped size (zlib level 9, what a compressing server or CDN would send) of every script in
 * the build, keyed by its URL path: the server sends them uncompressed today, and the issue's
 * target is about gzipped bytes.
 */
export async function gzippedScriptSizes(distDir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const assets = path.join(distDir, 'assets');
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(assets, file));
    sizes.set(`/assets/${file}`, gzipSync(text, { level: 9 }).length);
  }
  return sizes;
}

export async function scriptSizes(distDir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const assets = path.join(distDir, 'assets');
  for (const file of await readdir(assets)) {
    if (file.endsWith('.js'))
      sizes.set(`/assets/${file}`, (await readFile(path.join(assets, file))).length);
  }
  return sizes;
}
