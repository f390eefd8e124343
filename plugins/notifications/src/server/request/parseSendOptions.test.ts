import { describe, expect, it } from 'vitest';
import { parseSendOptions } from './parseSendOptions';

const withLink = (link: string) =>
  parseSendOptions({ recipients: { type: 'broadcast' }, payload: { title: 't', link } }).payload
    .link;

describe('parseSendOptions', () => {
  it('reads a link without a leading slash as a path of the portal', () => {
    expect(withLink('catalog/default/component/rides')).toBe('/catalog/default/component/rides');
    expect(withLink('?tab=ci')).toBe('/?tab=ci');
  });

  it('leaves paths and URLs to the check when sent', () => {
    expect(withLink('/create/tasks/t-1')).toBe('/create/tasks/t-1');
    expect(withLink('//elsewhere.example.com/x')).toBe('//elsewhere.example.com/x');
    expect(withLink('https://ci.example.com/builds/42')).toBe('https://ci.example.com/builds/42');
    expect(withLink('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('keeps a payload without a link as it is, and refuses a body out of shape', () => {
    const options = { recipients: { type: 'broadcast' }, payload: { title: 'x', topic: 'builds' } };
    expect(parseSendOptions(options)).toEqual(options);
    expect(() => parseSendOptions({ recipients: { type: 'broadcast' }, payload: {} })).toThrow(
      'Invalid body: payload.title',
    );
  });
});
