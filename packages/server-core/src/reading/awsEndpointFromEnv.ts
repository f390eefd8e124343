/**
 * The endpoint AWS SDKs and the CLI are pointed at by the environment: `AWS_ENDPOINT_URL_<SERVICE>`
 * (`S3`, `STS`, `CODECOMMIT`), else `AWS_ENDPOINT_URL` for every service; undefined for AWS's own.
 * LocalStack, MinIO gateways and tests use it.
 */
export function awsEndpointFromEnv(
  env: NodeJS.ProcessEnv,
  service: 'S3' | 'STS' | 'CODECOMMIT',
): URL | undefined {
  const value = env[`AWS_ENDPOINT_URL_${service}`] || env.AWS_ENDPOINT_URL;
  return value && URL.canParse(value) ? new URL(value) : undefined;
}
