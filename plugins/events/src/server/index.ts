export { eventsPlugin } from './plugin';
