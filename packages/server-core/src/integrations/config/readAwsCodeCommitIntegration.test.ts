import { describe, expect, it } from 'vitest';
import { readAwsCodeCommitIntegration } from './readAwsCodeCommitIntegration';
import { problemOf, testEntry } from './testEntry';

const problem = (data: object) => problemOf(readAwsCodeCommitIntegration, 'awsCodeCommit', data);

describe('readAwsCodeCommitIntegration', () => {
  it("takes the region's console as host unless one is given", () => {
    expect(
      readAwsCodeCommitIntegration(
        testEntry('awsCodeCommit', { region: 'eu-west-1', roleArn: 'arn:aws:iam::1:role/r' }),
      ),
    ).toMatchObject({
      type: 'awsCodeCommit',
      host: 'eu-west-1.console.aws.amazon.com',
      region: 'eu-west-1',
      roleArn: 'arn:aws:iam::1:role/r',
    });
    expect(
      readAwsCodeCommitIntegration(
        testEntry('awsCodeCommit', { region: 'us-east-1', host: 'codecommit.example.com' }),
      ).host,
    ).toBe('codecommit.example.com');
  });

  it('requires a region that names one', () => {
    expect(problem({})).toBe(
      "Missing required config value at 'integrations.awsCodeCommit[0].region'",
    );
    expect(problem({ region: 'eu-west-1/../x' })).toBe(
      "integrations.awsCodeCommit[0].region in 'app-config.yaml': 'eu-west-1/../x' is not an AWS region like us-east-1",
    );
  });

  it('stops at an invalid host and at half a key pair', () => {
    expect(problem({ region: 'us-east-1', host: 'https://x' })).toMatch(/\.host .*invalid host/);
    expect(problem({ region: 'us-east-1', accessKeyId: 'AKIA' })).toMatch(
      /accessKeyId and secretAccessKey must be given together/,
    );
  });
});
