import { describe, expect, it } from 'vitest';
import { createApiClient, ResponseError } from '@atrium/web-core';
import {
  analyzeImportUrl,
  ImportUrlError,
  isCatalogFileUrl,
  notRecognisedMessage,
  parseImportUrl,
  pullRequestIntegrationFor,
} from './analyzeImportUrl';

const integrations = [
  { type: 'github', host: 'github.com', title: 'GitHub' },
  { type: 'azure', host: 'dev.azure.com', title: 'Azure DevOps' },
  { type: 'gitlab', host: 'gitlab.com', title: 'GitLab' },
  { type: 'github', host: 'ghe.example.com:8443', title: 'GitHub Enterprise' },
];

describe('parseImportUrl', () => {
  it('accepts http and https URLs', () => {
    expect(parseImportUrl(' https://github.com/acme/web ').host).toBe('github.com');
    expect(parseImportUrl('http://git.local/acme/web').protocol).toBe('http:');
  });

  it.each([
    ['', 'Enter the URL of a repository or of a catalog file'],
    ['github.com/acme/web', 'github.com/acme/web is not a URL; it must start with https://'],
    ['file:///etc/passwd', 'Only http and https URLs can be imported, not file:'],
    ['javascript:alert(1)', 'Only http and https URLs can be imported, not javascript:'],
  ])('refuses %j', (text, message) => {
    expect(() => parseImportUrl(text)).toThrow(new ImportUrlError(message));
  });
});

describe('isCatalogFileUrl', () => {
  it('looks at the path only, in any case', () => {
    expect(isCatalogFileUrl(new URL('https://h/a/catalog-info.yaml'))).toBe(true);
    expect(isCatalogFileUrl(new URL('https://h/a/all.YML?ref=main'))).toBe(true);
    expect(isCatalogFileUrl(new URL('https://h/a/repo?file=x.yaml'))).toBe(false);
    expect(isCatalogFileUrl(new URL('https://h/a/yaml'))).toBe(false);
  });
});

describe('pullRequestIntegrationFor', () => {
  it('finds GitHub and Azure DevOps hosts, port included, ignoring case', () => {
    const find = (url: string) => pullRequestIntegrationFor(new URL(url), integrations)?.title;
    expect(find('https://GitHub.com/acme/web')).toBe('GitHub');
    expect(find('https://dev.azure.com/acme/shop/_git/web')).toBe('Azure DevOps');
    expect(find('https://ghe.example.com:8443/acme/web')).toBe('GitHub Enterprise');
    expect(find('https://ghe.example.com/acme/web')).toBeUndefined();
    // Pull requests are opened on GitHub and Azure DevOps only.
    expect(find('https://gitlab.com/acme/web')).toBeUndefined();
  });
});

describe('notRecognisedMessage', () => {
  it('names the host and the configured hosts, or that there are none', () => {
    const url = new URL('https://gitlab.com/acme/web');
    expect(notRecognisedMessage(url, integrations)).toContain(
      'the configured GitHub and Azure DevOps hosts are github.com, dev.azure.com, ghe.example.com:8443',
    );
    expect(notRecognisedMessage(url, [])).toMatch(
      /^gitlab\.com is not a recognised git URL: .*no GitHub or Azure DevOps host is configured/,
    );
  });
});

describe('analyzeImportUrl', () => {
  const api = createApiClient({
    baseUrl: 'http://localhost:7007',
    fetch: async () => new Response('{}', { status: 500 }),
  });

  it('reports a refused integrations list as a failed analysis, not as a problem of the URL', async () => {
    const refused = new ResponseError({ message: 'Not found', statusCode: 404, statusText: '' });
    const analysis = analyzeImportUrl('https://github.com/acme/web', {
      api,
      integrations: () => Promise.reject(refused),
    });
    await expect(analysis).rejects.toThrow(
      new Error('Could not list the configured code hosts: Not found'),
    );
    await expect(analysis).rejects.not.toBeInstanceOf(ResponseError);
  });

  it('does not ask for the integrations when the URL names a catalog file', async () => {
    let asked = false;
    const analysis = analyzeImportUrl('https://gitlab.com/acme/web/-/raw/main/catalog-info.yaml', {
      api,
      integrations: async () => {
        asked = true;
        return [];
      },
    });
    await expect(analysis).rejects.toBeInstanceOf(ResponseError);
    expect(asked).toBe(false);
  });
});
