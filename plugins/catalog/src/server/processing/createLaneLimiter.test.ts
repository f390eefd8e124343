import { describe, expect, it } from 'vitest';
import { createLaneLimiter } from './createLaneLimiter';

describe('createLaneLimiter', () => {
  it('lets no more than the limit run in one lane, and starts the others in order', async () => {
    const limiter = createLaneLimiter(2);
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const reads = [1, 2, 3, 4].map(n =>
      limiter.acquire('url:a').then(release => {
        started.push(n);
        releases.push(release);
      }),
    );
    await Promise.all(reads.slice(0, 2));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(limiter.room('url:a')).toBe(0);

    releases[0]!();
    await reads[2];
    expect(started).toEqual([1, 2, 3]);
    releases[1]!();
    await reads[3];
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('keeps lanes apart: a full lane never delays another', async () => {
    const limiter = createLaneLimiter(1);
    await limiter.acquire('url:hanging');
    const other = limiter.acquire('file');
    await expect(other).resolves.toBeTypeOf('function');
    expect(limiter.room('url:hanging')).toBe(0);
    expect(limiter.room('file')).toBe(0);
    expect(limiter.room('url:elsewhere')).toBe(1);
  });

  it('frees a slot once, however often its release is called', async () => {
    const limiter = createLaneLimiter(1);
    const release = await limiter.acquire('x');
    const second = limiter.acquire('x');
    release();
    release();
    const releaseSecond = await second;
    expect(limiter.room('x')).toBe(0);
    releaseSecond();
    expect(limiter.room('x')).toBe(1);
  });
});
