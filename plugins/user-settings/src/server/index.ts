export { userSettingsPlugin } from './plugin';
