import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function isChromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Debian's Chromium, headless, with a fresh profile and no background traffic. */
export async function launchChromium(
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

/** Screenshots are kept as test artifacts in e2e/artifacts (git-ignored). */
export function artifactPath(name: string): string {
  return path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'artifacts', name);
}
