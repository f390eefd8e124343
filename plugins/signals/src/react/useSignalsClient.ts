import { useApiClient, useSessionManager, type ApiClient } from '@atrium/web-core';
import { SIGNALS_PLUGIN_ID } from '../shared';
import { createSignalsClient, type SignalsClient } from './createSignalsClient';

// One client, and so one socket, per app: every component listening shares it.
const clients = new WeakMap<ApiClient, SignalsClient>();

/** The app's signals client, made on first use; it opens no socket until something subscribes. */
export function useSignalsClient(): SignalsClient {
  const api = useApiClient();
  const sessions = useSessionManager();
  let client = clients.get(api);
  if (!client) {
    client = createSignalsClient({
      url: api.baseUrlFor(SIGNALS_PLUGIN_ID),
      getToken: () => sessions.current()?.token,
    });
    clients.set(api, client);
  }
  return client;
}
