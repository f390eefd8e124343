import { describe, expect, it } from 'vitest';
import { parseConfigYaml } from './parseConfigYaml';

describe('parseConfigYaml', () => {
  it('parses YAML and JSON', () => {
    expect(parseConfigYaml('app:\n  title: Atrium\n', 'a.yaml')).toEqual({
      app: { title: 'Atrium' },
    });
    expect(parseConfigYaml('{"a": [1, 2]}', 'a.json')).toEqual({ a: [1, 2] });
  });

  it('keeps dates as strings', () => {
    expect(parseConfigYaml('since: 2024-01-01', 'a.yaml')).toEqual({ since: '2024-01-01' });
  });

  it('names the file and line of a syntax error', () => {
    expect(() => parseConfigYaml('app:\n  title: a: b\n', 'app-config.yaml')).toThrow(
      "Malformed YAML in 'app-config.yaml' at line 2, column 10: Nested mappings are not allowed in compact mappings",
    );
    expect(() => parseConfigYaml('a: 1\na: 2\n', 'x.yaml')).toThrow(
      "Malformed YAML in 'x.yaml' at line 2, column 1: Map keys must be unique",
    );
  });
});
