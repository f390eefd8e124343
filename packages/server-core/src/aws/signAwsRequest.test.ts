import { describe, expect, it } from 'vitest';
import { parseAmzDate, presignAwsUrl, signAwsRequest } from './signAwsRequest';

/** The example credentials of AWS's published Signature Version 4 examples. */
const SUITE_CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const S3_CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('signAwsRequest', () => {
  it('signs the test suite\'s "get-vanilla" request as published', () => {
    const headers = signAwsRequest({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      region: 'us-east-1',
      service: 'service',
      credentials: SUITE_CREDENTIALS,
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers).toEqual({
      host: 'example.amazonaws.com',
      'x-amz-date': '20150830T123600Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    });
  });

  it("signs S3's published GET Object example, with extra signed headers", () => {
    const headers = signAwsRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      region: 'us-east-1',
      service: 's3',
      credentials: S3_CREDENTIALS,
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("signs S3's published PUT Object example, sending the payload's hash", () => {
    const headers = signAwsRequest({
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      body: Buffer.from('Welcome to Amazon S3.', 'utf8'),
      region: 'us-east-1',
      service: 's3',
      credentials: S3_CREDENTIALS,
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers['x-amz-content-sha256']).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('adds and signs the session token of temporary credentials', () => {
    const headers = signAwsRequest({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      region: 'us-east-1',
      service: 'service',
      credentials: { ...SUITE_CREDENTIALS, sessionToken: 'session' },
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers['x-amz-security-token']).toBe('session');
    expect(headers.authorization).toContain('SignedHeaders=host;x-amz-date;x-amz-security-token,');
  });
});

describe('parseAmzDate', () => {
  it('reads the basic ISO 8601 format signatures carry', () => {
    expect(parseAmzDate('20150830T123600Z').toISOString()).toBe('2015-08-30T12:36:00.000Z');
  });
});

describe('presignAwsUrl', () => {
  it("presigns S3's published GET Object example", () => {
    const url = presignAwsUrl({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      region: 'us-east-1',
      service: 's3',
      credentials: S3_CREDENTIALS,
      date: new Date('2013-05-24T00:00:00Z'),
      expiresSeconds: 86400,
      unsignedPayload: true,
    });
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});
