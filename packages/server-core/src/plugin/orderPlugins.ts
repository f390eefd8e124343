import type { PluginDefinition } from './definePlugin';
import { serviceOf, type ServiceRef } from './serviceRegistry';

/** The installation cannot start: a plugin's declared needs are not met. */
export class PluginSetupError extends Error {
  override name = 'PluginSetupError';
}

/**
 * The order plugins are set up in: each after the plugins providing the services it declares,
 * otherwise in the order given. `isProvided` tells which services exist before any plugin (tests
 * provide stand-ins). A required service nobody provides, a service two plugins provide and a
 * cycle stop the start, naming the plugins.
 */
export function orderPlugins(
  plugins: readonly PluginDefinition[],
  isProvided: (ref: ServiceRef<unknown>) => boolean = () => false,
): PluginDefinition[] {
  const providerOf = new Map<string, PluginDefinition>();
  for (const plugin of plugins) {
    for (const ref of plugin.provides) {
      const other = providerOf.get(ref.id);
      if (other) {
        throw new PluginSetupError(
          `Plugins '${other.id}' and '${plugin.id}' both provide the service '${ref.id}'`,
        );
      }
      providerOf.set(ref.id, plugin);
    }
  }

  const needs = new Map<PluginDefinition, PluginDefinition[]>();
  for (const plugin of plugins) {
    const providers: PluginDefinition[] = [];
    for (const dependency of Object.values(plugin.deps)) {
      const ref = serviceOf(dependency);
      const provider = providerOf.get(ref.id);
      if (provider && provider !== plugin) providers.push(provider);
      else if (!provider && !('optional' in dependency) && !isProvided(ref)) {
        throw new PluginSetupError(
          `Plugin '${plugin.id}' needs the service '${ref.id}' of plugin '${ref.plugin}', which is not installed`,
        );
      }
    }
    needs.set(plugin, providers);
  }

  const ordered: PluginDefinition[] = [];
  const state = new Map<PluginDefinition, 'visiting' | 'done'>();
  const visit = (plugin: PluginDefinition, path: PluginDefinition[]) => {
    if (state.get(plugin) === 'done') return;
    if (state.get(plugin) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(plugin)), plugin].map(each => `'${each.id}'`);
      throw new PluginSetupError(`Plugins depend on each other in a cycle: ${cycle.join(' → ')}`);
    }
    state.set(plugin, 'visiting');
    for (const provider of needs.get(plugin)!) visit(provider, [...path, plugin]);
    state.set(plugin, 'done');
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}
