import { ServiceUnavailableError } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { s3ErrorOf } from './s3ErrorOf';

const error = (status: number, code: string, message = 'S3 says no') =>
  s3ErrorOf({
    bucket: 'docs',
    operation: "GetObject of 'a/index.html'",
    status,
    xml: code ? `<Error><Code>${code}</Code><Message>${message}</Message></Error>` : '',
  });

describe('s3ErrorOf', () => {
  it('says what to check for each kind of refusal', () => {
    expect(error(404, 'NoSuchBucket')).toBeInstanceOf(ServiceUnavailableError);
    expect(error(404, 'NoSuchBucket').message).toBe(
      "TechDocs storage: the S3 bucket 'docs' does not exist; check techdocs.publisher.awsS3.bucketName",
    );
    expect(error(403, 'ExpiredToken').message).toContain(
      'S3 refused the credentials (ExpiredToken: S3 says no); check techdocs.publisher.awsS3.credentials',
    );
    expect(error(403, 'AccessDenied', 'Access Denied').message).toBe(
      "TechDocs storage: the credentials may not GetObject of 'a/index.html' in the S3 bucket 'docs' (AccessDenied: Access Denied)",
    );
    expect(error(400, 'AuthorizationHeaderMalformed', "expecting 'eu-west-1'").message).toContain(
      "is in another region or behind another endpoint (AuthorizationHeaderMalformed: expecting 'eu-west-1'); check techdocs.publisher.awsS3.region",
    );
    expect(error(301, '').message).toContain('(HTTP 301); check techdocs.publisher.awsS3.region');
    expect(error(500, 'InternalError').message).toBe(
      "TechDocs storage: S3 GetObject of 'a/index.html' in the bucket 'docs' failed with 500 (InternalError: S3 says no)",
    );
  });
});
