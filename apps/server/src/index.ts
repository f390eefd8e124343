export { plugins } from './plugins';
export { startWebApp, webAppDistDir, type WebAppServer } from './startWebApp';
