import type { AwsCredentials } from './signAwsRequest';

/**
 * The credentials AWS tools read from the environment (`AWS_ACCESS_KEY_ID`,
 * `AWS_SECRET_ACCESS_KEY`, and `AWS_SESSION_TOKEN` for temporary ones); undefined without a key.
 */
export function awsCredentialsFromEnv(env: NodeJS.ProcessEnv): AwsCredentials | undefined {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) return undefined;
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN && { sessionToken: AWS_SESSION_TOKEN }),
  };
}
