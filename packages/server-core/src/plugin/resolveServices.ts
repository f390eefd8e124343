import { serviceOf, type ServiceDependency, type ServiceRegistry } from './serviceRegistry';

/** A plugin's declared services, from the plugins set up before it (orderPlugins saw to that). */
export function resolveServices(
  deps: Readonly<Record<string, ServiceDependency>>,
  services: ServiceRegistry,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(deps).map(([name, dependency]) => [
      name,
      services.getOptional(serviceOf(dependency)),
    ]),
  );
}
