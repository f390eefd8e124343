import { ServiceUnavailableError } from '@atrium/model';
import { readXmlText } from '@atrium/server-core';

export interface S3Failure {
  bucket: string;
  /** What was being done, for the message: `PutObject of 'x/index.html'`. */
  operation: string;
  status: number;
  /** The XML body of S3's answer (empty for a HEAD or an answer without one). */
  xml: string;
}

const CREDENTIAL_CODES = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'ExpiredToken',
  'InvalidToken',
  'TokenRefreshRequired',
]);

/** Codes of a request sent to the wrong region: S3 names the bucket's region in its message. */
const REGION_CODES = new Set([
  'PermanentRedirect',
  'AuthorizationHeaderMalformed',
  'IllegalLocationConstraintException',
]);

/**
 * The error an S3 refusal becomes: a dependency problem (503) whose message says what to fix in
 * the configuration. It carries S3's error code and message, never a credential.
 */
export function s3ErrorOf(failure: S3Failure): ServiceUnavailableError {
  const code = readXmlText(failure.xml, 'Code') ?? '';
  const detail = readXmlText(failure.xml, 'Message');
  const reason = [code, detail].filter(Boolean).join(': ') || `HTTP ${failure.status}`;
  const bucket = `'${failure.bucket}'`;
  let message: string;
  if (code === 'NoSuchBucket') {
    message = `the S3 bucket ${bucket} does not exist; check techdocs.publisher.awsS3.bucketName`;
  } else if (CREDENTIAL_CODES.has(code) || (failure.status === 401 && !code)) {
    message = `S3 refused the credentials (${reason}); check techdocs.publisher.awsS3.credentials or AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN`;
  } else if (REGION_CODES.has(code) || (failure.status >= 300 && failure.status < 400)) {
    message = `the S3 bucket ${bucket} is in another region or behind another endpoint (${reason}); check techdocs.publisher.awsS3.region and endpoint`;
  } else if (failure.status === 403) {
    message = `the credentials may not ${failure.operation} in the S3 bucket ${bucket} (${reason})`;
  } else {
    message = `S3 ${failure.operation} in the bucket ${bucket} failed with ${failure.status} (${reason})`;
  }
  return new ServiceUnavailableError(`TechDocs storage: ${message}`);
}
