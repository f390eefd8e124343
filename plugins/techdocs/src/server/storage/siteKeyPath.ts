import { InputError } from '@atrium/model';
import type { DocsSiteKey } from './DocsStorage';

/**
 * `{namespace}/{kind}/{name}`, lower-cased as sites are stored, so `Component:Default/Rides`
 * and `component:default/rides` share one site. Each part must be one plain path segment.
 */
export function siteKeyPath(key: DocsSiteKey): string {
  const parts = [key.namespace, key.kind, key.name].map(part => part.toLowerCase());
  for (const part of parts) {
    if (part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part)) {
      throw new InputError(`Invalid entity reference part for docs: '${part}'`);
    }
  }
  return parts.join('/');
}
