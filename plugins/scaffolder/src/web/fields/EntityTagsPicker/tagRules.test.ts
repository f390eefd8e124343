import { describe, expect, it } from 'vitest';
import { addTag, SCAFFOLDER_TAG_MESSAGE, validateTags } from './tagRules';

describe('addTag (spec 001 §5)', () => {
  it('trims and lower-cases a tag before adding it', () => {
    expect(addTag(['java'], '  Lang:Go ')).toEqual({ kind: 'added', tags: ['java', 'lang:go'] });
  });

  it('does not add a duplicate', () => {
    expect(addTag(['java'], 'JAVA')).toEqual({ kind: 'duplicate', tags: ['java'] });
  });

  it('refuses tags that break the scaffolder rule', () => {
    for (const tag of ['', 'two words', 'a--b', '-a', 'a_b', 'x'.repeat(64)]) {
      expect(addTag([], tag).kind).toBe('invalid');
    }
    for (const tag of ['c++', 'c#', 'lang:java', 'a-b-c', 'x'.repeat(63)]) {
      expect(addTag([], tag).kind).toBe('added');
    }
  });
});

describe('validateTags', () => {
  it('names the invalid tags of a list', () => {
    const errors: string[] = [];
    validateTags(['ok', 'Not OK'], message => errors.push(message));
    validateTags(['fine'], message => errors.push(message));
    expect(errors).toEqual([`Not OK: ${SCAFFOLDER_TAG_MESSAGE}`]);
  });
});
