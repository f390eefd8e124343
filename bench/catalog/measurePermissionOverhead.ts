import { createCatalogScenarios, type ScenarioId } from './catalogScenarios';
import { createHttpClient } from './createHttpClient';
import type { PermissionPassReport } from './DatabaseReport';
import type { GeneratedCatalog } from './generateCatalog';
import type { BenchOptions } from './parseBenchArgs';
import { runScenario } from './runScenario';
import type { ServerProcess } from './startServer';
import { waitForReady } from './waitForReady';

/**
 * The same requests under three permission settings, each on a freshly started server over the
 * same data: none (the baseline), the default policy (an ALLOW decision per request), and a
 * conditional read every entity meets (the decision plus its filter in every query).
 */
export const PERMISSION_SETTINGS: ReadonlyArray<{
  label: string;
  permission: Record<string, unknown>;
}> = [
  { label: 'permission.enabled: false', permission: { enabled: false } },
  { label: 'default policy (ALLOW)', permission: {} },
  {
    label: 'conditional read (not IS_ENTITY_KIND, as a query filter)',
    permission: {
      policy: {
        roles: [
          {
            name: 'readers',
            members: ['*'],
            allow: [
              {
                permission: 'catalog.entity.read',
                resourceType: 'catalog-entity',
                conditions: { not: { rule: 'IS_ENTITY_KIND', params: { kinds: ['nothing'] } } },
              },
            ],
          },
        ],
      },
    },
  },
];

const MEASURED: readonly ScenarioId[] = ['query', 'queryKind', 'byName', 'byRefs'];

export async function measurePermissionOverhead(context: {
  catalog: GeneratedCatalog;
  options: BenchOptions;
  baseUrl: string;
  /** Starts the server with these permission settings. */
  start: (permission: Record<string, unknown>, logName: string) => Promise<ServerProcess>;
  readyTimeoutMs: number;
  log: (message: string) => void;
}): Promise<PermissionPassReport[]> {
  const passes: PermissionPassReport[] = [];
  for (const [index, setting] of PERMISSION_SETTINGS.entries()) {
    const server = await context.start(setting.permission, `permission-${index}.log`);
    const client = createHttpClient(context.baseUrl);
    try {
      await waitForReady(server, client, context.readyTimeoutMs);
      const scenarios = createCatalogScenarios(context.catalog, context.options.seed).filter(s =>
        MEASURED.includes(s.id),
      );
      const pass: PermissionPassReport = { label: setting.label, scenarios: [] };
      for (const scenario of scenarios) {
        const result = await runScenario(scenario, {
          client,
          serverPid: server.pid,
          ...context.options,
          concurrency: 1,
        });
        pass.scenarios.push({ label: scenario.label, latency: result.sequential.latency });
      }
      passes.push(pass);
      context.log(`  permissions, ${setting.label}: measured`);
    } finally {
      client.close();
      await server.stop();
    }
  }
  return passes;
}
