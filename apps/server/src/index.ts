export { plugins } from './plugins';
export { webAppDistDir } from './startWebApp';
export { listenPortal, servesOneOrigin, type ListeningPortal } from './listenPortal';
