// Deep import: the shared index also carries the zod contract, which the browser does not need.
import { PROVIDER_TITLES } from '../../shared/providerTitles';

/** The custom card is the sign-in page's own: the auth backend has no provider of that name. */
const CUSTOM_TITLE = 'Custom User';

/** A provider's title as the auth backend's messages name it, or its id for one it does not know. */
export function providerTitle(providerId: string): string {
  if (providerId === 'custom') return CUSTOM_TITLE;
  return PROVIDER_TITLES[providerId] ?? providerId;
}
