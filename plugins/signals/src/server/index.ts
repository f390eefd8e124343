export { signalsPlugin } from './plugin';
