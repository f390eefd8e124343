import { describe, expect, it } from 'vitest';
import { matchesLabels, parseLabelSelector } from './labelSelector';

const labels = { app: 'web', tier: 'frontend', track: 'canary' };
const matches = (selector: string, on: Record<string, string> = labels) =>
  matchesLabels(parseLabelSelector(selector), on);

describe('label selectors', () => {
  it.each([
    ['app=web', true],
    ['app==web', true],
    ['app=api', false],
    ['app!=api', true],
    ['app!=web', false],
    ['missing!=x', true],
    ['tier in (frontend, backend)', true],
    ['tier in (backend)', false],
    ['track notin (stable,beta)', true],
    ['track notin (canary)', false],
    ['app', true],
    ['missing', false],
    ['!missing', true],
    ['!app', false],
    ['app=web,tier in (frontend),!missing', true],
    ['app=web,tier=backend', false],
    ['', true],
  ])('%s matches: %s', (selector, expected) => {
    expect(matches(selector)).toBe(expected);
  });

  it('rejects what a server answers 400 for', () => {
    expect(() => parseLabelSelector('app in web')).toThrow(/unable to parse/);
  });
});
