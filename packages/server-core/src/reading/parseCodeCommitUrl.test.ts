import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { readAwsCodeCommitIntegration } from '../integrations/config/readAwsCodeCommitIntegration';
import { parseCodeCommitUrl } from './parseCodeCommitUrl';

const integration = readAwsCodeCommitIntegration(createConfig({ region: 'eu-west-1' }));
const base = 'https://eu-west-1.console.aws.amazon.com/codesuite/codecommit/repositories';

describe('parseCodeCommitUrl', () => {
  it('reads a file on a branch', () => {
    expect(
      parseCodeCommitUrl(
        integration,
        `${base}/payments/browse/refs/heads/feature/x/--/docs/catalog-info.yaml`,
      ),
    ).toMatchObject({
      region: 'eu-west-1',
      repositoryName: 'payments',
      commitSpecifier: 'refs/heads/feature/x',
      filePath: 'docs/catalog-info.yaml',
    });
  });

  it('reads a file on the default branch, the region from the console host', () => {
    const location = parseCodeCommitUrl(
      integration,
      'https://us-east-2.console.aws.amazon.com/codesuite/codecommit/repositories/payments/browse/--/catalog-info.yaml?region=us-east-2',
    );
    expect(location).toMatchObject({ region: 'us-east-2', filePath: 'catalog-info.yaml' });
    expect(location.commitSpecifier).toBeUndefined();
  });

  it('refuses other pages, folders and dot segments', () => {
    expect(() =>
      parseCodeCommitUrl(integration, `${base}/payments/files/edit/refs/heads/main/--/a`),
    ).toThrow(/Could not parse URL .*expected https:\/\/<region>\.console/);
    expect(() =>
      parseCodeCommitUrl(integration, `${base}/payments/browse/refs/heads/main/--/`),
    ).toThrow('it names a folder, not a file');
    expect(() =>
      parseCodeCommitUrl(integration, `${base}/payments/browse/refs/heads/main/--/a/%2e%2e/b`),
    ).toThrow(/'\.' and '\.\.' segments are not allowed/);
    expect(() => parseCodeCommitUrl(integration, `${base}/pay%20ments/browse/--/a`)).toThrow(
      "'pay ments' is not a CodeCommit repository name",
    );
  });
});
