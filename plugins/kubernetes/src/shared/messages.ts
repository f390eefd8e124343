import type { KubernetesFetchError } from './contract';

/** The texts of the Kubernetes tab users see, word for word (spec 000 §2, §6, §8; spec 001 §8). */

export const MISSING_ANNOTATION_BUTTON = 'Read Kubernetes Plugin Docs';
export const YOUR_CLUSTERS_HEADING = 'Your Clusters';
export const OPEN_DASHBOARD_LINK = 'Open Kubernetes Dashboard';

export const NO_RESOURCES_TITLE = 'No Kubernetes resources';
export function noResourcesMessage(entityName: string): string {
  return `No resources on any known clusters for ${entityName}`;
}

export const PERMISSION_REQUIRED_TITLE = 'Permission required';
export const PERMISSION_REQUIRED_MESSAGE =
  "To view Kubernetes objects, contact your portal administrator to give you the 'kubernetes.clusters.read' and 'kubernetes.resources.read' permission.";

export const RETRIEVAL_PROBLEM_TITLE = 'There was a problem retrieving Kubernetes objects';
export function retrievalProblemMessage(entityName: string): string {
  return `There was a problem retrieving some Kubernetes resources for the entity: ${entityName}. This could mean that the Error Reporting card is not completely accurate.`;
}

/** Spec 000 §8: one line per cluster error; a FETCH_ERROR is about the whole cluster. */
export function clusterErrorMessage(error: KubernetesFetchError): string {
  if (error.errorType === 'FETCH_ERROR') {
    return `Error communicating with Kubernetes: ${error.errorType}, message: ${error.message}`;
  }
  return `Error fetching Kubernetes resource: '${error.resourcePath ?? ''}', error: ${error.errorType}, status code: ${error.statusCode ?? ''}`;
}

export const DASHBOARD_LINK_ERROR =
  'There was a problem formatting the link to the Kubernetes dashboard';
export const POD_DELETE_ERROR =
  'Could not delete the pod. Please check the console for the full report.';
export const NO_LOGS_TITLE = 'No logs emitted';
export const NO_LOGS_MESSAGE = 'No logs were emitted by the container';
export const NO_EVENTS_MESSAGE = 'No events found';
export const CONTAINER_WITHOUT_SPEC_MESSAGE = 'error reading pod from cluster';
export const TERMINAL_STARTING_MESSAGE = 'Starting terminal, please wait...';
export const TERMINAL_CLOSED_MESSAGE = 'Socket connection closed';

/** Spec 001 §8: the client's errors. */
export const BACKEND_NOT_FOUND_MESSAGE =
  'Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.';
export const PROXY_REQUEST_FAILED_MESSAGE = 'Proxy request failed';

export function requestFailedMessage(status: number, statusText: string, body: string): string {
  return `Request failed with ${status} ${statusText}, ${body}`;
}

export function clusterNotFoundMessage(clusterName: string): string {
  return `Cluster ${clusterName} not found`;
}

export function unknownDashboardAppMessage(app: string): string {
  return `Could not find Kubernetes dashboard app named ${app}`;
}
