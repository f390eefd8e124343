import { describe, expect, it } from 'vitest';
import { processWithin } from './processWithin';
import type { SourceOutcome } from './types';

describe('processWithin', () => {
  it('answers the outcome of work that ends in time', async () => {
    const outcome: SourceOutcome = { status: 'unchanged' };
    await expect(processWithin(Promise.resolve(outcome), 1_000, 'url:x')).resolves.toBe(outcome);
  });

  it('gives up on work that never ends, with an error naming the source and the limit', async () => {
    const never = new Promise<SourceOutcome>(() => undefined);
    const outcome = await processWithin(never, 50, 'url:http://127.0.0.1/x.yaml');
    expect(outcome).toMatchObject({
      status: 'failed',
      errors: [
        {
          level: 'error',
          type: 'backstage.io/catalog-processing',
          message:
            'Reading url:http://127.0.0.1/x.yaml took longer than 50 ms (catalog.processingTimeout); it is read again later',
        },
      ],
    });
  });
});
