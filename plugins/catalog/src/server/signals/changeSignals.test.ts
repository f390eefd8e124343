import { definePlugin, type Signal } from '@atrium/server-core';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { afterEach, expect, it } from 'vitest';
import { CATALOG_CHANGES_CHANNEL, catalogEntityChannel } from '../../shared';
import {
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';

/** Records every signal published on the server's bus, as the signals plugin hears them. */
function signalRecorder(received: Signal[]) {
  return definePlugin({
    id: 'recorder',
    async setup({ signals }) {
      await signals.subscribe(signal => received.push(signal));
    },
  });
}

const component = (name: string, type = 'service') =>
  entityYaml('Component', name, { type, lifecycle: 'production', owner: 'team' });

describeEachDatabase('catalog change signals', database => {
  let server: CatalogTestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("signals a changed file's entity on its channel within 2 seconds of the save", async () => {
    const received: Signal[] = [];
    const s = (server = await startCatalogServer({
      database,
      plugins: [signalRecorder(received)],
      files: { 'catalog.yaml': component('watched') },
      locations: [{ type: 'file', target: './catalog.yaml' }],
    }));
    const channel = catalogEntityChannel('Component:default/Watched');
    await s.waitFor(async () =>
      received.some(signal => signal.channel === channel) ? true : undefined,
    );
    received.length = 0;

    await s.write('catalog.yaml', component('watched', 'library'));
    const savedAt = Date.now();
    await s.waitFor(
      async () => (received.some(signal => signal.channel === channel) ? true : undefined),
      2_000,
    );
    expect(Date.now() - savedAt).toBeLessThan(2_000);
    expect(received).toContainEqual({
      recipients: { type: 'broadcast' },
      channel,
      message: { entityRef: 'component:default/watched' },
    });
    expect(received).toContainEqual({
      recipients: { type: 'broadcast' },
      channel: CATALOG_CHANGES_CHANNEL,
      message: { changed: 1, each: true },
    });
  });
});
