/** The source-control hosts Atrium knows, named as the `integrations` config section names them. */
export const SCM_INTEGRATION_TYPES = [
  'github',
  'gitlab',
  'bitbucketCloud',
  'bitbucketServer',
  'azure',
  'gerrit',
] as const;
export type ScmIntegrationType = (typeof SCM_INTEGRATION_TYPES)[number];

/** One configured host of `integrations.<type>[]` (spec 001 §3 "Source-control integration configs"). */
export interface ScmIntegration {
  readonly type: ScmIntegrationType;
  /** `host[:port]`, lower-case: what URLs are matched by. */
  readonly host: string;
  /** Shown in repository pickers (spec 001 §7 "Integrations list"). */
  readonly title: string;
  /** Where repositories are browsed and cloned, `https://<host>` unless configured. */
  readonly baseUrl: string;
  /** The host's REST API, when the type has one. */
  readonly apiBaseUrl?: string;
  /** Gerrit serves git from its own path. */
  readonly cloneUrl?: string;
  readonly token?: string;
  readonly username?: string;
  /** Bitbucket Server and Gerrit. */
  readonly password?: string;
  /** Bitbucket Cloud. */
  readonly appPassword?: string;
  /** Azure DevOps: personal access tokens, each for some organisations or (without any) for all. */
  readonly personalAccessTokens?: ReadonlyArray<{
    readonly token: string;
    readonly organizations?: readonly string[];
  }>;
}

/**
 * What git over HTTPS is told, as an `Authorization` header: basic auth with the user name each
 * host type expects, or a bearer token (Bitbucket Server's HTTP access tokens).
 */
export type GitCredentials =
  | { readonly type: 'basic'; readonly username: string; readonly password: string }
  | { readonly type: 'bearer'; readonly token: string };

/** The `Authorization` header value for credentials. */
export function authorizationHeader(credentials: GitCredentials): string {
  if (credentials.type === 'bearer') return `Bearer ${credentials.token}`;
  const pair = `${credentials.username}:${credentials.password}`;
  return `Basic ${Buffer.from(pair).toString('base64')}`;
}
