export { notificationsPlugin } from './plugin';
