/**
 * What the browser is told of the configuration: embedded in every page the server answers and
 * published at `<app base path>/app-config.json`.
 */
export interface FrontendConfig {
  app: { title: string; baseUrl: string };
  backend: { baseUrl: string };
  organization: { name: string };
  /** The sign-in providers the backend has configured, e.g. `['guest']`. */
  auth?: { providers: string[] };
}

/** Id of the `<script type="application/json">` element that carries it in the page. */
export const FRONTEND_CONFIG_ELEMENT_ID = 'atrium-app-config';
