import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { PluginUpgrades } from '../http/upgrades';
import type { PluginDatabase } from '../database/types';
import type { Logger } from '../logging/createLogger';
import type { ProtectedPaths } from '../reading/createProtectedPaths';
import type { UrlReader } from '../reading/createUrlReader';
import type { ExtensionRegistrar, Extensions } from './extensionPoints';
import type { ServiceRegistry } from './serviceRegistry';

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
export interface PluginContext {
  readonly pluginId: string;
  readonly logger: Logger;
  /** The whole configuration; a plugin reads its own section. */
  readonly config: Config;
  readonly database: PluginDatabase;
  /** Routes registered here are served under `/api/<pluginId>`. */
  readonly router: FastifyInstance;
  /** WebSocket upgrades under `/api/<pluginId>`, authenticated like the router's requests. */
  readonly upgrades: PluginUpgrades;
  readonly reader: UrlReader;
  /** Paths no file a user names may lead into: check every file read on a user's behalf. */
  readonly protectedPaths: ProtectedPaths;
  readonly lifecycle: Lifecycle;
  /** Services other plugins expose, and where this one exposes its own. */
  readonly services: ServiceRegistry;
  /** What other plugins added to this plugin's extension points in their `register`. */
  readonly extensions: Extensions;
  /** The directory relative paths in configuration resolve against. */
  readonly workingDirectory: string;
}

export interface PluginDefinition {
  /** Lower-case id: the URL prefix `/api/<id>` and the database name. */
  readonly id: string;
  /** Runs for every plugin before any `setup`: the place to add to other plugins' extension points. */
  register?(registrar: ExtensionRegistrar): void;
  setup(context: PluginContext): Promise<void> | void;
}

const pluginIdPattern = /^[a-z][a-z0-9-]{0,62}$/;

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  if (!pluginIdPattern.test(definition.id)) {
    throw new Error(`Invalid plugin id '${definition.id}': use lower-case letters, digits and '-'`);
  }
  return definition;
}
