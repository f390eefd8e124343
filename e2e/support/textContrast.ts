import type { Locator } from 'playwright-core';

/** What a screenshot shows of one element's text: its colour over what lies behind it. */
export interface TextContrast {
  text: string;
  /** WCAG 2 contrast ratio, 1 (invisible) to 21 (black on white). */
  ratio: number;
  /** Relative luminance of the background behind the text, 0 (black) to 1 (white). */
  backgroundLuminance: number;
}

/**
 * The contrast of an element's text against its painted background: the element's colour over
 * the backgrounds of it and its ancestors, translucent ones blended down to the first opaque one
 * (MUI's hover and overlay colours are translucent). Background images are not taken into account.
 */
export function textContrast(element: Locator): Promise<TextContrast> {
  return element.evaluate(node => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2].map(i => top[i]! * alpha + below[i]! * (1 - alpha)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const layers: Rgba[] = [];
    for (let at: Element | null = node; at; at = at.parentElement) {
      const background = parse(getComputedStyle(at).backgroundColor);
      if (background[3] === 0) continue;
      layers.push(background);
      if (background[3] === 1) break;
    }
    // The canvas behind everything is white unless the page paints it.
    const background = layers.reduceRight<Rgba>(
      (below, top) => over(top, below),
      [255, 255, 255, 1],
    );
    const foreground = over(parse(getComputedStyle(node).color), background);
    const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    return {
      text: (node.textContent ?? '').trim().slice(0, 60),
      ratio: (light! + 0.05) / (dark! + 0.05),
      backgroundLuminance: luminance(background),
    };
  });
}
