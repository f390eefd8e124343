import { describe, expect, it } from 'vitest';
import { definePlugin, type PluginDefinition } from './definePlugin';
import { orderPlugins, PluginSetupError } from './orderPlugins';
import { createServiceRef, optionalService, type ServiceDependency } from './serviceRegistry';

const greeterRef = createServiceRef<() => string>({ id: 'greeter.greet', plugin: 'greeter' });
const counterRef = createServiceRef<() => number>({ id: 'counter.count', plugin: 'counter' });

function plugin(
  id: string,
  declared: { deps?: Record<string, ServiceDependency>; provides?: (typeof greeterRef)[] } = {},
): PluginDefinition {
  return definePlugin({ id, ...declared, setup() {} });
}

const ids = (plugins: PluginDefinition[]) => plugins.map(each => each.id);

describe('orderPlugins', () => {
  it('sets a plugin up after the plugins whose services it declares, else in the order given', () => {
    const greeter = plugin('greeter', { provides: [greeterRef] });
    const user = plugin('user', { deps: { greet: greeterRef } });
    const other = plugin('other');
    expect(ids(orderPlugins([user, other, greeter]))).toEqual(['greeter', 'user', 'other']);
    expect(ids(orderPlugins([other, greeter, user]))).toEqual(['other', 'greeter', 'user']);
  });

  it('names the plugin and the missing provider when a required service is not installed', () => {
    const user = plugin('user', { deps: { greet: greeterRef } });
    expect(() => orderPlugins([user])).toThrow(
      new PluginSetupError(
        "Plugin 'user' needs the service 'greeter.greet' of plugin 'greeter', which is not installed",
      ),
    );
  });

  it('lets an optional service be absent, and a service provided up front stand in', () => {
    expect(
      ids(orderPlugins([plugin('user', { deps: { greet: optionalService(greeterRef) } })])),
    ).toEqual(['user']);
    const user = plugin('user', { deps: { greet: greeterRef } });
    expect(ids(orderPlugins([user], ref => ref.id === greeterRef.id))).toEqual(['user']);
  });

  it('refuses a cycle, naming it', () => {
    const greeter = plugin('greeter', { provides: [greeterRef], deps: { count: counterRef } });
    const counter = plugin('counter', {
      provides: [counterRef as unknown as typeof greeterRef],
      deps: { greet: greeterRef },
    });
    expect(() => orderPlugins([greeter, counter])).toThrow(
      "Plugins depend on each other in a cycle: 'greeter' → 'counter' → 'greeter'",
    );
  });

  it('refuses two providers of one service', () => {
    const one = plugin('one', { provides: [greeterRef] });
    const two = plugin('two', { provides: [greeterRef] });
    expect(() => orderPlugins([one, two])).toThrow(
      "Plugins 'one' and 'two' both provide the service 'greeter.greet'",
    );
  });
});
