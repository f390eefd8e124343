import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, checkLanguageList } from './languages';

describe('checkLanguageList', () => {
  it('accepts the shipped list', () => {
    expect(checkLanguageList(SUPPORTED_LANGUAGES.map(l => l.code))).toBeUndefined();
  });

  it('refuses duplicates and a list without English', () => {
    expect(checkLanguageList(['en', 'de', 'en'])).toBe('The language list has duplicates');
    expect(checkLanguageList(['de'])).toBe("The language list must include 'en'");
  });
});
