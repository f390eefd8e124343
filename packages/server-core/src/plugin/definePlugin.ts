import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { ConfigSchema } from '../config/configSchema';
import type { PluginUpgrades } from '../http/upgrades';
import type { AnyTables, PluginDatabase } from '../database/types';
import type { Logger } from '../logging/createLogger';
import type { ProtectedPaths } from '../reading/createProtectedPaths';
import type { SchedulerService } from '../scheduler';
import type { SignalsService } from '../signals/createSignalBus';
import type { UrlReader } from '../reading/createUrlReader';
import type { ExtensionRegistrar, Extensions } from './extensionPoints';
import type { ResolvedServices, ServiceDependency, ServiceRef } from './serviceRegistry';

/** Hooks a plugin registers for the start and the end of the process. */
export interface Lifecycle {
  /**
   * Runs once every plugin is set up and, when the server listens, once it does: background work
   * (ingestion, polling) starts here, so it never delays the first answer.
   */
  onStart(hook: () => void): void;
  /** Run in reverse order of registration. */
  onShutdown(hook: () => Promise<void> | void): void;
}

/** Everything a server plugin gets: one typed object, no globals. */
export interface PluginContext<PluginConfig = unknown, Deps = object, Tables = AnyTables> {
  readonly pluginId: string;
  readonly logger: Logger;
  /** The whole configuration. */
  readonly config: Config;
  /** The plugin's own keys, as its `config` schema read them at start. */
  readonly pluginConfig: PluginConfig;
  readonly database: PluginDatabase<Tables>;
  /** Routes registered here are served under `/api/<pluginId>`. */
  readonly router: FastifyInstance;
  /** WebSocket upgrades under `/api/<pluginId>`, authenticated like the router's requests. */
  readonly upgrades: PluginUpgrades;
  readonly reader: UrlReader;
  /** Paths no file a user names may lead into: check every file read on a user's behalf. */
  readonly protectedPaths: ProtectedPaths;
  readonly lifecycle: Lifecycle;
  /**
   * Recurring tasks and leased work queues, kept in this plugin's database so a queue item can
   * be written in the same transaction as the plugin's own rows (scheduler/README.md).
   */
  readonly scheduler: SchedulerService;
  /** Realtime messages to people's open pages, on every replica (the signals plugin delivers). */
  readonly signals: SignalsService;
  /** The services `deps` declared, set up before this plugin. */
  readonly deps: ResolvedServices<Deps>;
  /** Makes one of the services `provides` declared available to the plugins set up after it. */
  provide<T>(ref: ServiceRef<T>, implementation: T): void;
  /** What other plugins added to this plugin's extension points in their `register`. */
  readonly extensions: Extensions;
  /** The directory relative paths in configuration resolve against. */
  readonly workingDirectory: string;
}

/** A server plugin as its author writes it; see docs/architecture.md, "A plugin's anatomy". */
export interface PluginSpec<PluginConfig, Deps extends Record<string, ServiceDependency>, Tables> {
  /** Lower-case id: the URL prefix `/api/<id>` and the database name. */
  readonly id: string;
  /** Its configuration keys, checked before any plugin is set up (a schema of configSchema values). */
  readonly config?: ConfigSchema<PluginConfig>;
  /** Services of other plugins it uses; they are set up first. */
  readonly deps?: Deps;
  /** Services it provides in `setup` for the plugins that declare them. */
  readonly provides?: readonly ServiceRef<unknown>[];
  /** The table types of its database (`databaseTables<MyTables>()`); only the type is used. */
  readonly database?: DatabaseTables<Tables>;
  /** Runs for every plugin before any `setup`: the place to add to other plugins' extension points. */
  register?(registrar: ExtensionRegistrar): void;
  setup(context: PluginContext<PluginConfig, Deps, Tables>): Promise<void> | void;
}

/** What the server runs: a plugin with its types erased. */
export interface PluginDefinition {
  readonly id: string;
  readonly config?: ConfigSchema<unknown>;
  readonly deps: Readonly<Record<string, ServiceDependency>>;
  readonly provides: readonly ServiceRef<unknown>[];
  register?(registrar: ExtensionRegistrar): void;
  setup(context: PluginContext<unknown, Record<string, ServiceDependency>>): Promise<void> | void;
}

/** Carries a plugin's table types to its context's database. */
export interface DatabaseTables<Tables> {
  /** Carries the type only; never read. */
  readonly __tables?: Tables;
}

export function databaseTables<Tables>(): DatabaseTables<Tables> {
  return {};
}

const pluginIdPattern = /^[a-z][a-z0-9-]{0,62}$/;
// The scheduler keeps its own tables, named after it, in every plugin's database.
const RESERVED_IDS = new Set(['scheduler']);

export function definePlugin<
  PluginConfig = undefined,
  Deps extends Record<string, ServiceDependency> = Record<string, never>,
  Tables = AnyTables,
>(spec: PluginSpec<PluginConfig, Deps, Tables>): PluginDefinition {
  if (!pluginIdPattern.test(spec.id)) {
    throw new Error(`Invalid plugin id '${spec.id}': use lower-case letters, digits and '-'`);
  }
  if (RESERVED_IDS.has(spec.id)) throw new Error(`The plugin id '${spec.id}' is reserved`);
  return {
    id: spec.id,
    config: spec.config,
    deps: spec.deps ?? {},
    provides: spec.provides ?? [],
    register: spec.register,
    // The context is built from the declarations above, so it has the types setup expects.
    setup: spec.setup as PluginDefinition['setup'],
  };
}
