export { notificationsWebPlugin } from './plugin';
