import { describe, expect, it } from 'vitest';
import { createLogger } from '@atrium/server-core';
import { runFullPass } from './scheduleFullPasses';
import { collatorOf, page, testCollatorSetup } from './testCollatorSetup';

const logger = createLogger({ level: 'silent' });

describe('runFullPass', () => {
  const search = testCollatorSetup();

  it('replace the type with what the collator gives, and keep the index when it fails', async () => {
    const engine = await search.start();
    const signal = new AbortController().signal;
    await runFullPass(collatorOf([[page('a'), page('b')], [page('c')]]), engine, signal, logger);
    expect(await search.keys()).toEqual(['a', 'b', 'c']);

    await runFullPass(collatorOf([[page('a')], new Error('down')]), engine, signal, logger);
    expect(await search.keys()).toEqual(['a', 'b', 'c']);

    const aborted = new AbortController();
    aborted.abort(new Error('stopping'));
    await runFullPass(collatorOf([[page('a')]]), engine, aborted.signal, logger);
    expect(await search.keys()).toEqual(['a', 'b', 'c']);

    await runFullPass(collatorOf([[page('b')]]), engine, signal, logger);
    expect(await search.keys()).toEqual(['b']);
  });
});
