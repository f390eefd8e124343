import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { readScmIntegrations } from '../integrations/readScmIntegrations';
import { startFakeAws, type FakeAws } from '../testing/objectStores/startFakeAws';
import { createUrlReader, type ReadUrlResult } from './createUrlReader';
import { failureOf } from '../testing/objectStores/failureOf';

const KEY_ID = 'AKIACODECOMMIT';
const SECRET = 'codecommit-secret-access-key';
const REPO = 'https://eu-west-1.console.aws.amazon.com/codesuite/codecommit/repositories/payments';

const text = (result: ReadUrlResult) => (result.notModified ? undefined : result.buffer.toString());

describe('reading AWS CodeCommit files', () => {
  let aws: FakeAws;

  beforeAll(async () => {
    aws = await startFakeAws({ keys: { [KEY_ID]: SECRET } });
    aws.putFile('payments', 'main', 'catalog-info.yaml', 'kind: Component\n');
    aws.putFile('payments', 'feature/x', 'catalog-info.yaml', 'kind: API\n');
  });
  afterAll(() => aws?.stop());
  beforeEach(() => {
    aws.requests.length = 0;
  });

  const readerFor = (secretAccessKey = SECRET) =>
    createUrlReader({
      allow: [],
      timeoutMs: 5000,
      env: { AWS_ENDPOINT_URL_CODECOMMIT: aws.url },
      integrations: readScmIntegrations(
        createConfig({
          integrations: {
            awsCodeCommit: [{ region: 'eu-west-1', accessKeyId: KEY_ID, secretAccessKey }],
          },
        }),
      ),
    });

  it('reads a file on the default branch and on a named one, signed for the region', async () => {
    const reader = readerFor();
    expect(text(await reader.read(`${REPO}/browse/--/catalog-info.yaml`))).toBe(
      'kind: Component\n',
    );
    expect(
      text(await reader.read(`${REPO}/browse/refs/heads/feature/x/--/catalog-info.yaml`)),
    ).toBe('kind: API\n');
    expect(aws.requests).toMatchObject([
      { service: 'codecommit', accessKeyId: KEY_ID, region: 'eu-west-1' },
      { service: 'codecommit', accessKeyId: KEY_ID, region: 'eu-west-1' },
    ]);
  });

  it('answers notModified while the file is unchanged', async () => {
    const reader = readerFor();
    const url = `${REPO}/browse/refs/heads/main/--/catalog-info.yaml`;
    const first = await reader.read(url);
    const etag = first.notModified ? '' : first.etag!;
    expect(etag).toMatch(/^[0-9a-f]{40}$/);
    expect(await reader.read(url, { etag })).toEqual({ notModified: true });
    aws.putFile('payments', 'main', 'catalog-info.yaml', 'kind: Component\n# changed\n');
    expect(text(await reader.read(url, { etag }))).toBe('kind: Component\n# changed\n');
    aws.putFile('payments', 'main', 'catalog-info.yaml', 'kind: Component\n');
  });

  it('refuses a wrong secret without showing it', async () => {
    const url = `${REPO}/browse/--/catalog-info.yaml`;
    const error = await failureOf(readerFor('wrong-secret').read(url));
    expect(error).toMatchObject({
      name: 'NotAllowedError',
      message: `AWS CodeCommit refused to read ${url} (HTTP 403 InvalidSignatureException): check the credentials of integrations.awsCodeCommit for eu-west-1.console.aws.amazon.com`,
    });
    expect(error.message).not.toContain('wrong-secret');
  });

  it('answers NotFoundError for a missing file, branch or repository', async () => {
    const reader = readerFor();
    await expect(reader.read(`${REPO}/browse/--/missing.yaml`)).rejects.toMatchObject({
      name: 'NotFoundError',
      message: `${REPO}/browse/--/missing.yaml was not found in the CodeCommit repository payments (HTTP 400 FileDoesNotExistException)`,
    });
    await expect(
      reader.read(`${REPO}/browse/refs/heads/gone/--/catalog-info.yaml`),
    ).rejects.toMatchObject({ name: 'NotFoundError', message: /CommitDoesNotExistException/ });
    await expect(
      reader.read(`${REPO.replace('payments', 'other')}/browse/--/catalog-info.yaml`),
    ).rejects.toMatchObject({ name: 'NotFoundError', message: /RepositoryDoesNotExistException/ });
  });

  it('refuses URLs of the console that name no file, before any request', async () => {
    await expect(readerFor().read(`${REPO}/browse/--/a/%2e%2e/b`)).rejects.toMatchObject({
      name: 'InputError',
    });
    expect(aws.requests).toEqual([]);
  });
});
