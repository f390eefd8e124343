export { authPlugin } from './plugin';
export { signInProviderIds } from './providers/signInProviderIds';
