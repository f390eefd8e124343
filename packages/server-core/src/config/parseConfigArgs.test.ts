import { describe, expect, it } from 'vitest';
import { parseConfigArgs } from './parseConfigArgs';

describe('parseConfigArgs', () => {
  it('collects every --config in order, in both forms', () => {
    expect(
      parseConfigArgs(['node', 'main.ts', '--config', 'a.yaml', '--port', '1', '--config=b.yaml']),
    ).toEqual(['a.yaml', 'b.yaml']);
    expect(parseConfigArgs(['node', 'main.ts'])).toEqual([]);
  });

  it('rejects --config without a file', () => {
    expect(() => parseConfigArgs(['--config'])).toThrow("Missing file name after '--config'");
    expect(() => parseConfigArgs(['--config', '--other'])).toThrow('--config');
    expect(() => parseConfigArgs(['--config='])).toThrow("Missing file name after '--config='");
  });
});
