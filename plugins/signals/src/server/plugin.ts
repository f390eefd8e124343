import { definePlugin } from '@atrium/server-core';
import { SIGNALS_PLUGIN_ID } from '../shared';
import { createSignalSockets } from './signalSockets';

/**
 * Signals: the WebSocket at `/api/signals` through which open pages receive what plugins publish
 * with `ctx.signals` (see this plugin's README).
 */
export const signalsPlugin = definePlugin({
  id: SIGNALS_PLUGIN_ID,
  async setup({ upgrades, signals, lifecycle, router }) {
    const sockets = createSignalSockets({ basePath: `/api/${SIGNALS_PLUGIN_ID}` });
    upgrades.handle('', sockets.upgrade);
    const stop = await signals.subscribe(sockets.deliver);
    // Before the server waits for its connections to end: an open socket never ends by itself.
    router.addHook('preClose', async () => sockets.close());
    lifecycle.onShutdown(stop);
  },
});
