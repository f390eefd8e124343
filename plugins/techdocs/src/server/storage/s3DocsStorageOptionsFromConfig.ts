import {
  awsCredentialsFromEnv,
  ConfigError,
  configErrorMessages,
  locateConfigKey,
  type AwsCredentials,
  type Config,
} from '@atrium/server-core';
import type { S3DocsStorageOptions } from './createS3DocsStorage';

const SECTION = 'techdocs.publisher.awsS3';

/**
 * `techdocs.publisher.awsS3`, with Backstage's keys: `bucketName`, `region`, `endpoint`,
 * `s3ForcePathStyle`, `bucketRootPath` and `credentials.accessKeyId`/`secretAccessKey`. Without
 * credentials in the file, the standard AWS environment variables are used.
 */
export function s3DocsStorageOptionsFromConfig(
  config: Config,
  env: NodeJS.ProcessEnv,
): S3DocsStorageOptions {
  const s3 = config.getConfig(SECTION);
  const endpoint = s3.getOptionalString('endpoint');
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) {
    const { key, source } = locateConfigKey(s3, 'endpoint');
    throw new ConfigError(
      configErrorMessages.invalidValue(key, source, `'${endpoint}'`, 'an http(s) URL'),
    );
  }
  const forcePathStyle = s3.getOptionalBoolean('s3ForcePathStyle');
  const bucketRootPath = s3.getOptionalString('bucketRootPath');
  return {
    bucketName: s3.getString('bucketName'),
    region:
      s3.getOptionalString('region') ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    ...(endpoint !== undefined && { endpoint }),
    ...(forcePathStyle !== undefined && { forcePathStyle }),
    ...(bucketRootPath !== undefined && { bucketRootPath }),
    credentials: readCredentials(s3, env),
  };
}

function readCredentials(s3: Config, env: NodeJS.ProcessEnv): AwsCredentials {
  const section = s3.getOptionalConfig('credentials');
  if (section?.has('roleArn')) {
    throw new ConfigError(
      `${SECTION}.credentials.roleArn is not supported: give credentials.accessKeyId and credentials.secretAccessKey, or the AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY environment variables, of a user or role allowed to use the bucket`,
    );
  }
  const accessKeyId = section?.getOptionalString('accessKeyId');
  const secretAccessKey = section?.getOptionalString('secretAccessKey');
  if (accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey };
  if (accessKeyId || secretAccessKey) {
    const missing = accessKeyId ? 'secretAccessKey' : 'accessKeyId';
    throw new ConfigError(configErrorMessages.missing(`${SECTION}.credentials.${missing}`));
  }
  const fromEnv = awsCredentialsFromEnv(env);
  if (!fromEnv) {
    throw new ConfigError(
      `No credentials for the TechDocs S3 bucket: set ${SECTION}.credentials.accessKeyId and .secretAccessKey, or the AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY environment variables`,
    );
  }
  return fromEnv;
}
