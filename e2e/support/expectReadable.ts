import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { textContrast } from './textContrast';

/** Every element's text stands out from its background (WCAG AA, 4.5:1) on a dark surface. */
export async function expectReadable(elements: readonly Locator[]): Promise<void> {
  for (const element of elements) {
    const contrast = await textContrast(element);
    expect(contrast.backgroundLuminance, `background of "${contrast.text}"`).toBeLessThan(0.1);
    expect(contrast.ratio, `contrast of "${contrast.text}"`).toBeGreaterThanOrEqual(4.5);
  }
}
