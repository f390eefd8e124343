/** The same rule as definePlugin's: the id is a URL segment (`/api/<id>`) and a database name. */
const pluginIdPattern = /^[a-z][a-z0-9-]{0,62}$/;

/** The spellings of one plugin id that the generated code uses. */
export interface PluginNames {
  /** `cost-reports` */
  id: string;
  /** `costReports`, for values */
  camel: string;
  /** `CostReports`, for types and components */
  pascal: string;
  /** `COST_REPORTS`, for constants */
  constant: string;
  /** `Cost reports`, for people */
  title: string;
  /** `@atrium/plugin-cost-reports` */
  packageName: string;
}

/** Why `id` cannot name a plugin, or undefined when it can. */
export function pluginIdProblem(id: string): string | undefined {
  if (pluginIdPattern.test(id)) return undefined;
  return `Invalid plugin id '${id}': use 1-63 lower-case letters, digits and '-', starting with a letter`;
}

export function pluginNames(id: string): PluginNames {
  const words = id.split('-').filter(word => word.length > 0);
  const capitalized = words.map(word => word.charAt(0).toUpperCase() + word.slice(1));
  const pascal = capitalized.join('');
  const sentence = words.join(' ');
  return {
    id,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    constant: words.map(word => word.toUpperCase()).join('_'),
    title: sentence.charAt(0).toUpperCase() + sentence.slice(1),
    packageName: `@atrium/plugin-${id}`,
  };
}
