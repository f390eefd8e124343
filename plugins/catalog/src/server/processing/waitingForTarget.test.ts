import { describe, expect, it } from 'vitest';
import { waitingForTarget } from './waitingForTarget';

describe('waitingForTarget', () => {
  it('is an info item naming the target and when it is read again', () => {
    expect(waitingForTarget('https://h/a.yaml', 100_000)).toEqual({
      type: 'backstage.io/catalog-processing',
      level: 'info',
      message: 'Waiting for https://h/a.yaml to exist; it is read again every 100 seconds',
    });
  });

  it('names the interval in its largest whole unit', () => {
    const every = (ms: number | undefined) => waitingForTarget('t', ms).message.split('again ')[1];
    expect(every(30 * 60_000)).toBe('every 30 minutes');
    expect(every(3_600_000)).toBe('every 1 hour');
    expect(every(2 * 86_400_000)).toBe('every 2 days');
    expect(every(1500)).toBe('every 2 seconds');
    expect(every(250)).toBe('every 250 ms');
    expect(every(undefined)).toBe('when it is refreshed');
  });
});
