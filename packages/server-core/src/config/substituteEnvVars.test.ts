import { describe, expect, it } from 'vitest';
import { substituteEnvVars } from './substituteEnvVars';

const env = (vars: Record<string, string>) => (name: string) => vars[name];

describe('substituteEnvVars', () => {
  it('replaces variables inside strings', () => {
    expect(substituteEnvVars('https://${HOST}:${ PORT }/', env({ HOST: 'x', PORT: '1' }))).toBe(
      'https://x:1/',
    );
    expect(substituteEnvVars('no variables', env({}))).toBe('no variables');
  });

  it('makes the whole value undefined when a variable is unset', () => {
    expect(substituteEnvVars('token ${TOKEN}', env({}))).toBeUndefined();
    expect(substituteEnvVars('${A}${B}', env({ A: 'a' }))).toBeUndefined();
  });

  it('keeps $${VAR} as a literal ${VAR}', () => {
    expect(substituteEnvVars('$${HOST} and ${HOST}', env({ HOST: 'x' }))).toBe('${HOST} and x');
    expect(substituteEnvVars('$${UNSET}', env({}))).toBe('${UNSET}');
  });

  it('uses the :- fallback when the variable is unset or empty', () => {
    expect(substituteEnvVars('${HOST:-localhost:3000}', env({}))).toBe('localhost:3000');
    expect(substituteEnvVars('${HOST:-localhost}', env({ HOST: '' }))).toBe('localhost');
    expect(substituteEnvVars('${HOST:-localhost}', env({ HOST: 'x' }))).toBe('x');
  });

  it('keeps an empty variable as an empty string', () => {
    expect(substituteEnvVars('${EMPTY}', env({ EMPTY: '' }))).toBe('');
  });
});
