import type { Entity } from '@atrium/model';
import { catalogPlugin } from '@atrium/plugin-catalog/server';
import { eventsPlugin } from '@atrium/plugin-events/server';
import type { PluginDefinition } from '@atrium/server-core';
import { startTestServer, type TestDatabaseId, type TestServer } from '@atrium/server-core/testing';

export interface ProviderPortalOptions {
  database?: TestDatabaseId;
  /** The code host's plugin (GitHub, GitLab), added to the catalog and the events plugins. */
  plugin: PluginDefinition;
  /** `integrations` of the configuration. */
  integrations: Record<string, unknown>;
  /** `catalog.providers` of the configuration. */
  providers: Record<string, unknown>;
  /** Kinds `catalog.rules` allow. */
  kinds: string[];
  /** `events.modules`, with the webhook secrets. */
  eventModules?: Record<string, unknown>;
}

/**
 * A portal reading a code host through its providers. Files are read again only when a webhook
 * or a provider's run says so (the processing interval is long), so every request the host sees
 * has one of them as its cause.
 */
export function startProviderPortal(options: ProviderPortalOptions): Promise<TestServer> {
  return startTestServer({
    ...(options.database ? { database: options.database } : {}),
    plugins: [catalogPlugin, eventsPlugin, options.plugin],
    config: {
      integrations: options.integrations,
      catalog: {
        processingInterval: { minutes: 30 },
        rules: [{ allow: options.kinds }],
        providers: options.providers,
      },
      events: { modules: options.eventModules ?? {} },
    },
  });
}

/** The entity of that kind and name in the default namespace, or undefined. */
export async function entityOf(
  server: TestServer,
  kind: string,
  name: string,
): Promise<Entity | undefined> {
  const { status, body } = await server.json<Entity>(
    `/api/catalog/entities/by-name/${kind}/default/${name}`,
  );
  return status === 200 ? body : undefined;
}

/** Asks `probe` every 50 ms until it answers something, for at most `ms`. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not seen within ${ms} ms`);
    await new Promise(resolve => setTimeout(resolve, 50));
  }
}
