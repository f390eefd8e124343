import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InputError } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { createLocalDocsStorage } from './createLocalDocsStorage';
import { readText, writeSite } from './testing/writeSite';

const RIDES = { namespace: 'Default', kind: 'Component', name: 'Rides' };
const METADATA = {
  site_name: 'Rides',
  site_description: 'How rides are booked',
  etag: 'abc123',
  build_timestamp: 1_700_000_000_000,
  files: ['index.html'],
};

function setUp() {
  const directory = mkdtempSync(path.join(tmpdir(), 'atrium-docs-store-'));
  return { directory, storage: createLocalDocsStorage({ directory }) };
}

describe('createLocalDocsStorage', () => {
  it('publishes a site under its lower-cased entity path and reads it back', async () => {
    const { directory, storage } = setUp();
    const site = writeSite({
      'index.html': '<h1>Rides</h1>',
      'guide/index.html': '<h1>Guide</h1>',
      'assets/logo.svg': '<svg/>',
      'techdocs_metadata.json': JSON.stringify(METADATA),
    });
    expect(await storage.publish(RIDES, site)).toEqual({ files: 4 });
    expect(existsSync(path.join(directory, 'default/component/rides/guide/index.html'))).toBe(true);

    const page = await storage.readFile(RIDES, 'guide/index.html');
    expect(page).toMatchObject({ contentType: 'text/html; charset=utf-8', size: 14 });
    expect(page?.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(await readText(page!.body)).toBe('<h1>Guide</h1>');
    const logo = await storage.readFile(
      { namespace: 'default', kind: 'component', name: 'rides' },
      'assets//./logo.svg',
    );
    expect(logo?.contentType).toBe('image/svg+xml');
    expect(await readText(logo!.body)).toBe('<svg/>');
    expect(await storage.readMetadata(RIDES)).toEqual(METADATA);
  });

  it('replaces a site, removing the files the new one lacks', async () => {
    const { directory, storage } = setUp();
    await storage.publish(
      RIDES,
      writeSite({ 'index.html': 'v1', 'old/index.html': 'old', 'old/deep/x.txt': 'x', keep: 'f' }),
    );
    await storage.publish(
      RIDES,
      writeSite({ 'index.html': 'v2', 'new/index.html': 'new', 'keep/index.html': 'now a dir' }),
    );
    expect(await readText((await storage.readFile(RIDES, 'index.html'))!.body)).toBe('v2');
    expect(await readText((await storage.readFile(RIDES, 'keep/index.html'))!.body)).toBe(
      'now a dir',
    );
    expect(await storage.readFile(RIDES, 'old/index.html')).toBeUndefined();
    expect(existsSync(path.join(directory, 'default/component/rides/old'))).toBe(false);
  });

  it('lists the stored sites, those with metadata only, and none in a missing directory', async () => {
    const { directory, storage } = setUp();
    const metadata = JSON.stringify(METADATA);
    await storage.publish(
      RIDES,
      writeSite({ 'index.html': 'x', 'techdocs_metadata.json': metadata }),
    );
    await storage.publish(
      { namespace: 'ops', kind: 'System', name: 'gateway' },
      writeSite({ 'techdocs_metadata.json': metadata }),
    );
    await storage.publish(
      { namespace: 'ops', kind: 'system', name: 'half' },
      writeSite({ 'index.html': 'no metadata' }),
    );
    writeFileSync(path.join(directory, 'stray-file'), 'x');
    expect(await storage.listSites()).toEqual([
      { namespace: 'default', kind: 'component', name: 'rides' },
      { namespace: 'ops', kind: 'system', name: 'gateway' },
    ]);
    const missing = createLocalDocsStorage({ directory: path.join(directory, 'not-there') });
    expect(await missing.listSites()).toEqual([]);
  });

  it('answers undefined for what is not stored', async () => {
    const { storage } = setUp();
    expect(await storage.readMetadata(RIDES)).toBeUndefined();
    expect(await storage.readFile(RIDES, 'index.html')).toBeUndefined();
    await storage.publish(RIDES, writeSite({ 'guide/index.html': 'g' }));
    expect(await storage.readFile(RIDES, 'guide')).toBeUndefined();
    expect(await storage.readFile(RIDES, 'guide/index.html/x')).toBeUndefined();
    expect(await storage.readMetadata(RIDES)).toBeUndefined();
  });

  it('serves each extension with its content type', async () => {
    const { storage } = setUp();
    const types: Record<string, string> = {
      'a.css': 'text/css; charset=utf-8',
      'a.js': 'text/javascript; charset=utf-8',
      'a.json': 'application/json; charset=utf-8',
      'a.PNG': 'image/png',
      'a.jpg': 'image/jpeg',
      'a.jpeg': 'image/jpeg',
      'a.gif': 'image/gif',
      'a.webp': 'image/webp',
      'a.ico': 'image/x-icon',
      'a.woff': 'font/woff',
      'a.woff2': 'font/woff2',
      'a.txt': 'text/plain; charset=utf-8',
      'a.xml': 'application/xml; charset=utf-8',
      'a.pdf': 'application/pdf',
      'a.bin': 'application/octet-stream',
      README: 'application/octet-stream',
    };
    await storage.publish(
      RIDES,
      writeSite(Object.fromEntries(Object.keys(types).map(f => [f, f]))),
    );
    for (const [file, type] of Object.entries(types)) {
      const stored = await storage.readFile(RIDES, file);
      stored?.body.destroy();
      expect(stored?.contentType, file).toBe(type);
    }
  });

  it('treats a malformed metadata file as absent and fills missing fields', async () => {
    const { storage } = setUp();
    await storage.publish(RIDES, writeSite({ 'techdocs_metadata.json': '{"site_name": ' }));
    expect(await storage.readMetadata(RIDES)).toBeUndefined();
    await storage.publish(RIDES, writeSite({ 'techdocs_metadata.json': '["x"]' }));
    expect(await storage.readMetadata(RIDES)).toBeUndefined();
    await storage.publish(RIDES, writeSite({ 'techdocs_metadata.json': '{"site_name":"R"}' }));
    expect(await storage.readMetadata(RIDES)).toEqual({
      site_name: 'R',
      site_description: '',
      etag: '',
      build_timestamp: 0,
    });
  });

  it('refuses every path that would leave the site, and never reads outside it', async () => {
    const { directory, storage } = setUp();
    writeFileSync(path.join(directory, 'secret.txt'), 'secret');
    await storage.publish(RIDES, writeSite({ 'index.html': 'ok' }));
    for (const attempt of [
      '../../../../secret.txt',
      'a/../../secret.txt',
      '..',
      '/etc/passwd',
      path.join(directory, 'secret.txt'),
      'C:/Windows/win.ini',
      '..\\..\\secret.txt',
      '%2e%2e/%2e%2e/secret.txt',
      '..%2F..%2Fsecret.txt',
      'index.html\0.png',
      '',
    ]) {
      await expect(storage.readFile(RIDES, attempt), attempt).rejects.toBeInstanceOf(InputError);
    }
    await expect(
      storage.readFile({ namespace: '..', kind: 'component', name: 'rides' }, 'index.html'),
    ).rejects.toBeInstanceOf(InputError);
    await expect(
      storage.publish({ namespace: 'default', kind: 'a/b', name: 'x' }, directory),
    ).rejects.toBeInstanceOf(InputError);
  });

  it('neither publishes nor follows symbolic links', async () => {
    const { directory, storage } = setUp();
    const outside = path.join(directory, 'outside.txt');
    writeFileSync(outside, 'outside');
    const site = writeSite({ 'index.html': 'ok' });
    symlinkSync(outside, path.join(site, 'link.txt'));
    expect(await storage.publish(RIDES, site)).toEqual({ files: 1 });
    expect(await storage.readFile(RIDES, 'link.txt')).toBeUndefined();

    const siteDir = path.join(directory, 'default/component/rides');
    symlinkSync(outside, path.join(siteDir, 'planted.txt'));
    expect(await storage.readFile(RIDES, 'planted.txt')).toBeUndefined();
  });

  it('refuses to publish an empty or missing site, keeping the stored one', async () => {
    const { directory, storage } = setUp();
    await storage.publish(RIDES, writeSite({ 'index.html': 'ok' }));
    await expect(storage.publish(RIDES, writeSite({}))).rejects.toThrow('has no files to publish');
    await expect(storage.publish(RIDES, path.join(directory, 'missing'))).rejects.toThrow('ENOENT');
    expect(await readText((await storage.readFile(RIDES, 'index.html'))!.body)).toBe('ok');
  });

  it('removes a site', async () => {
    const { directory, storage } = setUp();
    mkdirSync(path.join(directory, 'default/component/other'), { recursive: true });
    await storage.publish(RIDES, writeSite({ 'index.html': 'ok' }));
    await storage.remove(RIDES);
    await storage.remove(RIDES);
    expect(await storage.readFile(RIDES, 'index.html')).toBeUndefined();
    expect(existsSync(path.join(directory, 'default/component/other'))).toBe(true);
  });
});
