export { plugins } from './plugins';
