export { kubernetesPlugin } from './plugin';
