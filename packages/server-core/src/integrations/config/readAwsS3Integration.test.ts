import { describe, expect, it } from 'vitest';
import { readAwsS3Integration } from './readAwsS3Integration';
import { problemOf, testEntry } from './testEntry';

const read = (data: object) => readAwsS3Integration(testEntry('awsS3', data));
const problem = (data: object) => problemOf(readAwsS3Integration, 'awsS3', data);

describe('readAwsS3Integration', () => {
  it('reads AWS itself, with keys or a role to assume', () => {
    expect(
      read({
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'aws-secret\n',
        roleArn: 'arn:aws:iam::123456789012:role/reader',
        externalId: 'ext',
      }),
    ).toEqual({
      type: 'awsS3',
      host: 'amazonaws.com',
      endpoint: undefined,
      s3ForcePathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'aws-secret',
      roleArn: 'arn:aws:iam::123456789012:role/reader',
      externalId: 'ext',
    });
  });

  it("takes its host from a custom endpoint's", () => {
    expect(read({ endpoint: 'http://LocalHost:4566/', s3ForcePathStyle: true })).toMatchObject({
      host: 'localhost:4566',
      endpoint: 'http://LocalHost:4566',
      s3ForcePathStyle: true,
    });
  });

  it('stops at an endpoint that is not a URL or has a path', () => {
    expect(problem({ endpoint: 'minio:9000' })).toBe(
      "integrations.awsS3[0].endpoint in 'app-config.yaml': 'minio:9000' is not a valid URL",
    );
    expect(problem({ endpoint: 'https://minio.example.com/bucket' })).toBe(
      "integrations.awsS3[0].endpoint in 'app-config.yaml': 'https://minio.example.com/bucket' must be a URL without a path, like https://storage.example.com",
    );
  });

  it('stops at an invalid host', () => {
    expect(problem({ host: 's3.example.com/x' })).toMatch(
      /^integrations\.awsS3\[0\]\.host in 'app-config.yaml': invalid host 's3.example.com\/x'/,
    );
  });

  it('stops at an access key without its secret, and the reverse', () => {
    expect(problem({ accessKeyId: 'AKIA' })).toBe(
      "integrations.awsS3[0] in 'app-config.yaml': accessKeyId and secretAccessKey must be given together",
    );
    expect(problem({ secretAccessKey: 'aws-secret' })).not.toContain('aws-secret');
  });
});
