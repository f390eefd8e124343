import path from 'node:path';
import type { Config } from '@atrium/server-core';

interface RuleLocation {
  type: string;
  target?: string;
  pattern?: RegExp;
}

interface Rule {
  allow: Set<string>;
  locations?: RuleLocation[];
}

/** Which kinds may be read from where: `catalog.rules` and `catalog.locations[].rules`. */
export interface CatalogRules {
  isAllowed(
    kind: string,
    source: { type: string; target: string; originLocation: string },
  ): boolean;
}

// What Backstage allows when a config has no catalog.rules, so such configs behave the same.
const DEFAULT_ALLOWED_KINDS = ['Component', 'API', 'Location'];

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('**')
    .map(part => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export function createCatalogRules(config: Config, workingDirectory: string): CatalogRules {
  const toSet = (kinds: string[]) => new Set(kinds.map(k => k.toLowerCase()));
  const configured = config.getOptionalConfigArray('catalog.rules');
  const globalRules: Rule[] = configured
    ? configured.map(rule => ({
        allow: toSet(rule.getStringArray('allow')),
        locations: rule.getOptionalConfigArray('locations')?.map(location => {
          const pattern = location.getOptionalString('pattern');
          return {
            type: location.getString('type'),
            target: location.getOptionalString('target'),
            pattern: pattern ? globToRegExp(pattern) : undefined,
          };
        }),
      }))
    : [{ allow: toSet(DEFAULT_ALLOWED_KINDS) }];

  // A rule on a configured location applies to everything read through that location.
  const byOrigin = new Map<string, Set<string>>();
  for (const location of config.getOptionalConfigArray('catalog.locations') ?? []) {
    const type = location.getString('type');
    const rawTarget = location.getString('target');
    const target = type === 'file' ? path.resolve(workingDirectory, rawTarget) : rawTarget;
    const kinds = (location.getOptionalConfigArray('rules') ?? []).flatMap(rule =>
      rule.getStringArray('allow'),
    );
    if (kinds.length > 0) byOrigin.set(`${type}:${target}`, toSet(kinds));
  }

  return {
    isAllowed(kind, source) {
      const wanted = kind.toLowerCase();
      if (byOrigin.get(source.originLocation)?.has(wanted)) return true;
      return globalRules.some(rule => {
        if (!rule.allow.has(wanted)) return false;
        if (!rule.locations) return true;
        return rule.locations.some(
          location =>
            location.type === source.type &&
            (location.target === undefined || location.target === source.target) &&
            (location.pattern === undefined || location.pattern.test(source.target)),
        );
      });
    },
  };
}
