/** The catalog location type of the discovery instances, `bitbucket-cloud-discovery:<id>`. */
export const DISCOVERY_TYPE = 'bitbucket-cloud-discovery';

/** Where Backstage's provider notes a discovered Location's repository; kept for its users. */
export const REPO_URL_ANNOTATION = 'bitbucket.org/repo-url';
