import { describe, expect, it } from 'vitest';
import { foldText, splitWords } from './splitWords';

describe('splitWords', () => {
  it('cuts kebab-case, snake_case, camelCase and acronyms into lower-case words', () => {
    expect(splitWords('payments-api')).toEqual(['payments', 'api']);
    expect(splitWords('cash_ledger')).toEqual(['cash', 'ledger']);
    expect(splitWords('orderService')).toEqual(['order', 'service']);
    expect(splitWords('HTTPServer v2')).toEqual(['http', 'server', 'v2']);
    expect(splitWords('k8s-oauth2Proxy')).toEqual(['k8s', 'oauth2', 'proxy']);
  });

  it('treats symbols, quotes, operators and emoji as separators', () => {
    expect(splitWords('"NEAR(a* -b)": 🔥c')).toEqual(['near', 'a', 'b', 'c']);
    expect(splitWords('  ')).toEqual([]);
  });

  it('keeps letters of every script and folds width and case', () => {
    expect(splitWords('Überweisung Ｐａｙ')).toEqual(['überweisung', 'pay']);
    expect(foldText('Ｐａｙ-API')).toBe('pay-api');
  });
});
