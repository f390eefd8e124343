import { catalogWords } from '@atrium/plugin-search/testing';
import { createRandom } from '../catalog/createRandom';
import { SECTION_TOPICS } from './generateSearchDocuments';

export type QueryKind = 'one word' | 'two words' | 'prefix' | 'typo';
export const QUERY_KINDS: readonly QueryKind[] = ['one word', 'two words', 'prefix', 'typo'];

const SECOND_WORDS = ['service', 'api', 'gateway', 'worker', 'events', 'runbook', 'team'];

/** Drops one letter inside the word, as a slip of the finger does (`paymnts`). */
function withTypo(word: string, at: number): string {
  const index = 1 + (at % (word.length - 2));
  return word.slice(0, index) + word.slice(index + 1);
}

/** `count` search terms of a kind, the same for the same seed, made of words the documents hold. */
export function searchQueries(kind: QueryKind, count: number, seed: number): string[] {
  const random = createRandom(seed);
  const words = [...catalogWords.DOMAINS, ...SECTION_TOPICS.map(topic => topic.split(' ')[0]!)];
  return Array.from({ length: count }, (_, index) => {
    const word = random.pick(words).toLowerCase();
    switch (kind) {
      case 'one word':
        return word;
      case 'two words':
        return `${word} ${random.pick(SECOND_WORDS)}`;
      case 'prefix':
        return word.slice(0, Math.max(3, Math.ceil(word.length / 2)));
      case 'typo':
        return withTypo(word, index);
    }
  });
}
