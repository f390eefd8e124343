import type { ProposedFix } from './contract';

const DOCS = {
  images: 'https://kubernetes.io/docs/concepts/containers/images/',
  configMaps: 'https://kubernetes.io/docs/concepts/configuration/configmap/',
  memory: 'https://kubernetes.io/docs/tasks/configure-pod-container/assign-memory-resource/',
} as const;

export const KUBERNETES_DOCS_LINKS = DOCS;

/** Where a waiting or terminated container lives; logs-type hints need both names. */
export interface ContainerLocation {
  podName: string;
  container: string;
}

/** Spec 000 §8: the hint for a container waiting with `reason`, or undefined when there is none. */
export function proposeFixForWaiting(
  reason: string | undefined,
  at: ContainerLocation,
): ProposedFix | undefined {
  switch (reason) {
    case 'InvalidImageName':
      return {
        type: 'docs',
        errorType: reason,
        rootCauseExplanation:
          'The image reference in the container spec cannot be parsed, so Kubernetes cannot even try to pull it.',
        actions: [
          'Check the image name for typos, upper-case letters and stray characters.',
          'Use the form registry/repository:tag or registry/repository@sha256:digest.',
        ],
        docsLink: DOCS.images,
      };
    case 'ImagePullBackOff':
    case 'ErrImagePull':
      return {
        type: 'docs',
        errorType: reason,
        rootCauseExplanation:
          'The node could not pull the image: it does not exist, the tag is wrong, or the registry refused the credentials.',
        actions: [
          'Check that the image and tag exist in the registry.',
          'Check that the pod has image pull secrets for a private registry.',
          'Check that the node can reach the registry.',
        ],
        docsLink: DOCS.images,
      };
    case 'CrashLoopBackOff':
      return {
        type: 'logs',
        errorType: reason,
        rootCauseExplanation:
          'The container starts and then exits, again and again; Kubernetes waits longer before each restart.',
        actions: [
          'Read the logs of the previous run of the container to see why it exited.',
          'Check the command, arguments, environment and mounted configuration the container needs.',
        ],
        container: at.container,
        podName: at.podName,
      };
    case 'CreateContainerConfigError':
      return {
        type: 'docs',
        errorType: reason,
        rootCauseExplanation:
          'The container cannot be created because its configuration refers to something missing, most often a ConfigMap, a Secret or one of their keys.',
        actions: [
          'Check that every ConfigMap and Secret the pod refers to exists in its namespace.',
          'Check that every key the pod reads from them is present.',
        ],
        docsLink: DOCS.configMaps,
      };
    default:
      return undefined;
  }
}

/** Spec 000 §8: the hint for a container whose last run ended with `reason`, if any. */
export function proposeFixForTermination(
  reason: string | undefined,
  at: ContainerLocation,
): ProposedFix | undefined {
  switch (reason) {
    case 'OOMKilled':
      return {
        type: 'docs',
        errorType: reason,
        rootCauseExplanation:
          'The container used more memory than its limit and the kernel killed it.',
        actions: [
          'Raise the memory limit of the container if the usage is expected.',
          'Look for a memory leak or an unbounded cache if it is not.',
        ],
        docsLink: DOCS.memory,
      };
    case 'Unknown':
    case 'Error':
      return {
        type: 'logs',
        errorType: reason,
        rootCauseExplanation:
          'The container exited with a non-zero exit code; the reason is usually in its last log lines.',
        actions: ['View the logs of the previous run of the container.'],
        container: at.container,
        podName: at.podName,
      };
    default:
      return undefined;
  }
}

/** Spec 000 §8: a readiness probe that keeps failing is explained by the pod's events. */
export function proposeFixForReadinessProbe(podName: string): ProposedFix {
  return {
    type: 'events',
    errorType: 'ReadinessProbeFailed',
    rootCauseExplanation:
      'The container is running but its readiness probe keeps failing, so it receives no traffic. The application may be slow to start, unhealthy, or the probe may point at the wrong port or path.',
    actions: [
      'Read the pod events for the probe failures and their messages.',
      'Check that the probe port and path match what the application serves.',
      'Raise initialDelaySeconds or failureThreshold if the application needs longer to start.',
    ],
    podName,
  };
}
