import { describe, expect, it } from 'vitest';
import { findConfigSource } from './findConfigSource';
import { mergeConfigLayers } from './mergeConfigLayers';

describe('mergeConfigLayers', () => {
  it('merges objects key by key, later layers winning', () => {
    const { data } = mergeConfigLayers([
      { data: { backend: { baseUrl: 'a', listen: { port: 1, host: 'h' } } }, source: 'one' },
      { data: { backend: { listen: { port: 2 } }, app: { title: 't' } }, source: 'two' },
    ]);
    expect(data).toEqual({
      backend: { baseUrl: 'a', listen: { port: 2, host: 'h' } },
      app: { title: 't' },
    });
  });

  it('replaces arrays and scalars whole', () => {
    const { data } = mergeConfigLayers([
      { data: { list: [1, 2, 3], value: { nested: true } }, source: 'one' },
      { data: { list: [4], value: 'flat' }, source: 'two' },
    ]);
    expect(data).toEqual({ list: [4], value: 'flat' });
  });

  it('removes a key set to null', () => {
    const { data, sources } = mergeConfigLayers([
      { data: { a: { b: 1, c: 2 } }, source: 'one' },
      { data: { a: { b: null } }, source: 'two' },
    ]);
    expect(data).toEqual({ a: { c: 2 } });
    expect(sources.has('a.b')).toBe(false);
  });

  it('records which layer each value came from', () => {
    const { sources } = mergeConfigLayers([
      { data: { backend: { baseUrl: 'a', listen: { port: 1 } } }, source: 'defaults' },
      { data: { backend: { listen: { port: 2 } }, list: [{ x: 1 }] }, source: 'app-config.yaml' },
    ]);
    expect(findConfigSource(sources, 'backend.baseUrl')).toBe('defaults');
    expect(findConfigSource(sources, 'backend.listen.port')).toBe('app-config.yaml');
    expect(findConfigSource(sources, 'list[0].x')).toBe('app-config.yaml');
  });

  it('does not share objects with its input', () => {
    const input = { list: [{ x: 1 }] };
    const { data } = mergeConfigLayers([{ data: input, source: 'one' }]);
    input.list[0]!.x = 2;
    expect(data).toEqual({ list: [{ x: 1 }] });
  });
});
