/**
 * What the browser is told of the configuration: embedded in every page the server answers and
 * published at `<app base path>/app-config.json`.
 */
export interface FrontendConfig {
  app: { title: string; baseUrl: string };
  backend: { baseUrl: string };
  organization: { name: string };
  auth?: FrontendAuthConfig;
  kubernetes?: FrontendKubernetesConfig;
  techdocs?: FrontendTechDocsConfig;
  home?: FrontendHomeConfig;
}

/** What the home page's widgets read of `home` (plugins/home/README.md#configuration). */
export interface FrontendHomeConfig {
  /** `home.toolkit`: the Toolkit widget's links; `icon` names one of the widget's icons. */
  toolkit?: Array<{ label: string; url: string; icon?: string }>;
  /** `home.quickStart`: the Quick Start widget's text and optional link. */
  quickStart?: { title?: string; text: string; link?: { label: string; url: string } };
  /** `home.clocks`: world clocks of the welcome header, an IANA time zone each. */
  clocks?: Array<{ label: string; timeZone: string }>;
}

/** What the docs reader reads of `techdocs` (spec 001 §5, §10). */
export interface FrontendTechDocsConfig {
  /** `techdocs.builder`: `local` (built on view, the default) or `external` (published by CI). */
  builder?: string;
  /** `techdocs.sanitizer.allowedIframeHosts`: the hosts docs pages may embed in iframes. */
  sanitizer?: { allowedIframeHosts?: string[] };
}

/** `kubernetes.frontend`: the Kubernetes tab's optional features (spec 000 §5, §6). */
export interface FrontendKubernetesConfig {
  frontend?: {
    /** `kubernetes.frontend.podDelete.enabled`: the pod drawer offers to delete the pod. */
    podDelete?: { enabled?: boolean };
    /** `kubernetes.frontend.podExecTerminal.enabled`: containers offer a shell in the browser. */
    podExecTerminal?: { enabled?: boolean };
  };
}

export interface FrontendAuthConfig {
  /** The sign-in providers the backend has configured, e.g. `['guest', 'oidc']`. */
  providers: string[];
  /**
   * The sign-in page offers the custom card (a user id and an optional id token, checked only by
   * the backend the calls go to): `auth.providers.custom` is configured.
   */
  custom?: boolean;
  /**
   * The origin OAuth providers send the browser back to (`backend.baseUrl`'s): the login popup's
   * final page comes from there, which may not be the origin the app calls the API on.
   */
  callbackOrigin?: string;
  /** `auth.environment`: which block of each OAuth provider's configuration the backend uses. */
  environment?: string;
  /** `auth.autologout`: signing out after a time without activity; defaults are the web app's. */
  autologout?: {
    enabled?: boolean;
    idleTimeoutMinutes?: number;
    promptBeforeIdleSeconds?: number;
  };
}

/** Id of the `<script type="application/json">` element that carries it in the page. */
export const FRONTEND_CONFIG_ELEMENT_ID = 'atrium-app-config';
