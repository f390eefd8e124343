import { describe, expect, it, onTestFinished } from 'vitest';
import type { RenderJobRequest } from './renderMessages';
import { createRenderPool, formatDuration, type RenderPoolOptions } from './createRenderPool';

const options: RenderPoolOptions = {
  size: 1,
  timeoutMs: 1_000,
  maxMemoryMb: 64,
  maxAnswerChars: 1024 * 1024,
  sandbox: { filters: ['twice'], functions: [], values: {} },
  callHost: (_kind, _name, argsJson) => {
    const [value] = JSON.parse(argsJson) as [string];
    return JSON.stringify({ value: `${value}${value}` });
  },
};

const request = (value: string): RenderJobRequest => ({
  value,
  context: { name: 'svc' },
  mode: 'value',
  cookiecutterCompat: false,
  trimBlocks: false,
  lstripBlocks: false,
});
const endless =
  '{% for i in range(0, 100000) %}{% for j in range(0, 100000) %}${{ j | twice }}{% endfor %}{% endfor %}';

describe('createRenderPool', () => {
  it('renders one request at a time per process, in order, past a stopped one calling a filter', async () => {
    const pool = createRenderPool(options);
    onTestFinished(() => pool.close());
    const answers = await Promise.all([
      pool.render(request('${{ name | twice }}')),
      pool.render(request(endless)),
      pool.render(request('${{ name | twice }}-${{ name }}')),
    ]);
    expect(answers).toEqual([
      { value: 'svcsvc', empty: false },
      { error: 'rendering took longer than 1 s and was stopped', expression: endless },
      // Not the answer to a filter call of the stopped render, still on its way.
      { value: 'svcsvc-svc', empty: false },
    ]);
  });

  it('answers renders still waiting when it is closed, and any asked afterwards', async () => {
    const pool = createRenderPool(options);
    const running = pool.render(request(endless));
    const waiting = pool.render(request('${{ name }}'));
    await pool.close();
    expect(await running).toEqual({ error: 'the template renderer was stopped' });
    expect(await waiting).toEqual({ error: 'the template renderer was stopped' });
    expect(await pool.render(request('${{ name }}'))).toEqual({
      error: 'the template renderer was stopped',
    });
  });

  it('refuses values JSON cannot carry', async () => {
    const pool = createRenderPool(options);
    onTestFinished(() => pool.close());
    const answer = await pool.render({ ...request('${{ n }}'), context: { n: 1n } });
    expect(answer.error).toMatch(/^the values cannot be rendered: TypeError/);
  });

  it('names durations the way people read them', () => {
    expect(formatDuration(10_000)).toBe('10 s');
    expect(formatDuration(1_500)).toBe('1500 ms');
  });
});
