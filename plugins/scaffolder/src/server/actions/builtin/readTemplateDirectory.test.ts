import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTemplateDirectory, readTemplateFile } from './readTemplateDirectory';

let root: string;
let baseUrl: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'read-template-'));
  await mkdir(join(root, 'template', 'skeleton'), { recursive: true });
  await writeFile(join(root, 'template', 'skeleton', 'a.txt'), 'a');
  baseUrl = pathToFileURL(join(root, 'template', 'template.yaml')).href;
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('readTemplateDirectory', () => {
  it('resolves a directory relative to the template file', async () => {
    await expect(readTemplateDirectory('./skeleton', baseUrl)).resolves.toMatch(
      /template\/skeleton$/,
    );
    await expect(readTemplateDirectory('.', baseUrl)).resolves.toMatch(/template$/);
    await expect(readTemplateFile('skeleton/a.txt', baseUrl)).resolves.toEqual(Buffer.from('a'));
  });

  it('refuses what is not there, not a directory, or outside', async () => {
    await expect(readTemplateDirectory('./missing', baseUrl)).rejects.toThrow(/does not exist/);
    await expect(readTemplateDirectory('./skeleton/a.txt', baseUrl)).rejects.toThrow(
      /is not a directory/,
    );
    await expect(readTemplateDirectory('..', baseUrl)).rejects.toThrow(
      /outside the template's directory/,
    );
    await expect(readTemplateDirectory('./skeleton', undefined)).rejects.toThrow(/no base URL/);
    await expect(readTemplateDirectory('https://example.test/x', baseUrl)).rejects.toThrow(
      /source-control integration/,
    );
  });
});
