import { InputError, ownValue } from '@atrium/model';
import type { AutocompleteResult } from '../../../shared';
import type { HostClient } from '../../scm/createHostClient';

/** One lookup: the host's API with the user's token, and the request's context. */
export type ResourceLookup = (
  client: HostClient,
  context: Readonly<Record<string, string>>,
) => Promise<AutocompleteResult[]>;

/** A context value a resource needs, encoded for a path, or an InputError naming it. */
export function contextValue(context: Readonly<Record<string, string>>, name: string): string {
  // The context comes from the request body: only its own keys count.
  const value = ownValue(context, name);
  if (!value) throw new InputError(`context.${name} is required for this resource`);
  return encodeURIComponent(value);
}
