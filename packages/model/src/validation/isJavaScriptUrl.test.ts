import { describe, expect, it } from 'vitest';
import { isJavaScriptUrl } from './isJavaScriptUrl';

describe('isJavaScriptUrl', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:void(0)'],
    ['  javascript:x'],
    ['java\tscript:x'],
  ])('flags %j', url => {
    expect(isJavaScriptUrl(url)).toBe(true);
  });

  it.each([['https://example.com'], ['/docs/javascript:x'], ['javascript'], ['']])(
    'lets %j through',
    url => {
      expect(isJavaScriptUrl(url)).toBe(false);
    },
  );
});
