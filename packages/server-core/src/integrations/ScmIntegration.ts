/** The source-control hosts Atrium knows, named as the `integrations` config section names them. */
export const SCM_INTEGRATION_TYPES = [
  'github',
  'gitlab',
  'bitbucketCloud',
  'bitbucketServer',
  'azure',
  'gerrit',
  'gitea',
  'harness',
  'awsCodeCommit',
] as const;
export type ScmIntegrationType = (typeof SCM_INTEGRATION_TYPES)[number];

/** Object stores of the `integrations` section: files are read from them, never cloned. */
export const STORAGE_INTEGRATION_TYPES = ['awsS3', 'azureBlobStorage'] as const;
export type StorageIntegrationType = (typeof STORAGE_INTEGRATION_TYPES)[number];

/** A GitHub App of `integrations.github[].apps[]`: installation tokens are made from its key. */
export interface GithubAppConfig {
  readonly appId: string;
  /** PEM; signs the app's JWTs. */
  readonly privateKey: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
  readonly webhookSecret?: string;
  /** Installations of other accounts are not used when given. */
  readonly allowedInstallationOwners?: readonly string[];
  /** Public repositories of any account are read with this app's installations too. */
  readonly publicAccess?: boolean;
}

/** One credential of `integrations.azure[].credentials[]`, by the kind its keys make it. */
export type AzureCredential = { readonly organizations?: readonly string[] } & (
  | { readonly kind: 'PersonalAccessToken'; readonly personalAccessToken: string }
  | {
      readonly kind: 'ClientSecret';
      readonly clientId: string;
      readonly clientSecret: string;
      readonly tenantId: string;
    }
  | { readonly kind: 'ManagedIdentity'; readonly clientId: string }
  | {
      readonly kind: 'ManagedIdentityClientAssertion';
      readonly clientId: string;
      readonly managedIdentityClientId: string;
      readonly tenantId: string;
    }
);

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
  /** GitHub: where raw files are served (`https://raw.githubusercontent.com` for github.com). */
  readonly rawBaseUrl?: string;
  /** Gerrit serves git from its own path. */
  readonly cloneUrl?: string;
  /** Gerrit: the gitiles browser, whose URLs name files. */
  readonly gitilesBaseUrl?: string;
  readonly token?: string;
  readonly username?: string;
  /** Bitbucket Server, Gerrit and Gitea. */
  readonly password?: string;
  /** Bitbucket Cloud. */
  readonly appPassword?: string;
  /** Harness. */
  readonly apiKey?: string;
  /** AWS CodeCommit. */
  readonly region?: string;
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  readonly roleArn?: string;
  readonly externalId?: string;
  /** PGP key commits made for the host are signed with, where the host's actions sign. */
  readonly commitSigningKey?: string;
  /** GitHub Apps; a token, when also given, is used where no installation covers the account. */
  readonly githubApps?: readonly GithubAppConfig[];
  /** Azure DevOps: every credential, in configured order. */
  readonly azureCredentials?: readonly AzureCredential[];
  /** Azure DevOps: personal access tokens, each for some organisations or (without any) for all. */
  readonly personalAccessTokens?: ReadonlyArray<{
    readonly token: string;
    readonly organizations?: readonly string[];
  }>;
}

/** One configured object store of `integrations.awsS3[]` or `integrations.azureBlobStorage[]`. */
export interface StorageIntegration {
  readonly type: StorageIntegrationType;
  /** `host[:port]`, lower-case: what URLs are matched by. */
  readonly host: string;
  /** S3: a custom endpoint (MinIO, LocalStack); Azure Blob: the account's blob endpoint. */
  readonly endpoint?: string;
  /** S3: `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  readonly s3ForcePathStyle?: boolean;
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  readonly roleArn?: string;
  readonly externalId?: string;
  /** Azure Blob Storage. */
  readonly accountName?: string;
  readonly accountKey?: string;
  readonly sasToken?: string;
  readonly connectionString?: string;
  readonly endpointSuffix?: string;
  readonly aadCredential?: {
    readonly clientId: string;
    readonly tenantId: string;
    readonly clientSecret: string;
  };
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
