export { kubernetesWebPlugin } from './plugin';
