import { describe, expect, it } from 'vitest';
import type { ScmIntegration } from '@atrium/server-core';
import { isCatalogFileUrl, parseRepositoryUrl } from './parseRepositoryUrl';

const github: ScmIntegration = {
  type: 'github',
  host: 'github.com',
  title: 'github.com',
  baseUrl: 'https://github.com',
};
const azure: ScmIntegration = {
  type: 'azure',
  host: 'dev.azure.com',
  title: 'dev.azure.com',
  baseUrl: 'https://dev.azure.com',
};
const parse = (url: string, integration = github) => {
  const { integration: _i, ...rest } = parseRepositoryUrl(new URL(url), integration);
  return rest;
};
const refusal = (url: string, integration = github) => {
  try {
    parseRepositoryUrl(new URL(url), integration);
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error(`${url} was accepted`);
};

describe('parseRepositoryUrl on GitHub', () => {
  it('reads owner and repository, with .git, a trailing slash or a /tree/{branch}', () => {
    const acme = { type: 'github', owner: 'acme', repo: 'payments' };
    expect(parse('https://github.com/acme/payments')).toEqual(acme);
    expect(parse('https://github.com/acme/payments.git')).toEqual(acme);
    expect(parse('https://github.com/acme/payments/')).toEqual(acme);
    expect(parse('https://github.com/acme/payments?tab=readme#top')).toEqual(acme);
    expect(parse('https://github.com/acme/payments/tree/release-2')).toEqual({
      ...acme,
      branch: 'release-2',
    });
  });

  it('refuses a folder or a file that is not YAML, saying what to give', () => {
    for (const url of [
      'https://github.com/acme/payments/blob/main/docs',
      'https://github.com/acme/payments/tree/main/docs',
      'https://github.com/acme/payments/blob/main/README.md',
      'https://github.com/acme/payments/issues',
    ]) {
      const { name, message } = refusal(url);
      expect({ url, name }).toEqual({ url, name: 'InputError' });
      expect(message).toContain("give the repository's URL (https://github.com/{owner}/{repo})");
      expect(message).toContain('catalog file (.yaml)');
    }
  });

  it('refuses URLs naming no repository or hostile names', () => {
    expect(refusal('https://github.com/acme')).toMatchObject({
      name: 'InputError',
      message: expect.stringContaining('is not a repository URL'),
    });
    for (const url of [
      'https://github.com/acme/%2e%2e',
      'https://github.com/acme/pay%2Fments',
      'https://github.com/acme/<script>',
      `https://github.com/acme/${'a'.repeat(200)}`,
      'https://github.com/acme/payments/tree/a..b',
      'https://github.com/acme/payments/tree/%00',
    ]) {
      expect({ url, name: refusal(url).name }).toEqual({ url, name: 'InputError' });
    }
  });

  it('never shows credentials or query of the URL in messages', () => {
    const { message } = refusal('https://user:secret@github.com/acme?token=abc');
    expect(message).not.toContain('secret');
    expect(message).not.toContain('abc');
  });
});

describe('parseRepositoryUrl on Azure DevOps', () => {
  it('reads dev.azure.com, visualstudio.com and server collection URLs', () => {
    expect(parse('https://dev.azure.com/acme/shop/_git/payments', azure)).toEqual({
      type: 'azure',
      organization: 'acme',
      project: 'shop',
      repo: 'payments',
      projectUrl: 'https://dev.azure.com/acme/shop',
    });
    expect(
      parse('https://dev.azure.com/acme/shop/_git/payments?version=GBdevelop', azure),
    ).toMatchObject({ repo: 'payments', branch: 'develop' });
    const visualStudio = {
      ...azure,
      host: 'acme.visualstudio.com',
      baseUrl: 'https://acme.visualstudio.com',
    };
    expect(parse('https://acme.visualstudio.com/shop/_git/payments', visualStudio)).toMatchObject({
      organization: 'acme',
      project: 'shop',
      repo: 'payments',
    });
    const server = { ...azure, host: 'tfs.acme.example', baseUrl: 'https://tfs.acme.example' };
    expect(
      parse('https://tfs.acme.example/DefaultCollection/shop/_git/payments', server),
    ).toMatchObject({
      organization: 'DefaultCollection',
      project: 'shop',
      repo: 'payments',
      projectUrl: 'https://tfs.acme.example/DefaultCollection/shop',
    });
  });

  it('says which of organisation, project and repository is missing', () => {
    const missing = (url: string) => refusal(url, azure).message;
    expect(missing('https://dev.azure.com/')).toContain(
      'the organisation, project and repository are missing',
    );
    expect(missing('https://dev.azure.com/acme')).toContain(
      'the project and repository are missing',
    );
    expect(missing('https://dev.azure.com/acme/shop')).toContain('the repository is missing');
    expect(missing('https://dev.azure.com/acme/shop/_git/')).toContain('the repository is missing');
  });

  it('refuses a folder of the repository', () => {
    const { name, message } = refusal(
      'https://dev.azure.com/acme/shop/_git/payments?path=/docs',
      azure,
    );
    expect(name).toBe('InputError');
    expect(message).toContain("give the repository's URL");
  });
});

describe('isCatalogFileUrl', () => {
  it("knows YAML by the path, or by Azure DevOps' path parameter", () => {
    expect(isCatalogFileUrl(new URL('https://github.com/a/b/blob/main/catalog-info.yaml'))).toBe(
      true,
    );
    expect(isCatalogFileUrl(new URL('https://h/a/b/x.YML'))).toBe(true);
    expect(
      isCatalogFileUrl(
        new URL('https://dev.azure.com/o/p/_git/r?path=/catalog-info.yaml&version=GBmain'),
      ),
    ).toBe(true);
    expect(isCatalogFileUrl(new URL('https://github.com/a/b'))).toBe(false);
  });
});

describe('parseRepositoryUrl on other hosts', () => {
  it('says only GitHub and Azure DevOps repositories can be analysed', () => {
    const gitlab: ScmIntegration = { ...github, type: 'gitlab', host: 'gitlab.com' };
    const { name, message } = refusal('https://gitlab.com/acme/payments', gitlab);
    expect(name).toBe('InputError');
    expect(message).toContain('only GitHub and Azure DevOps repositories can be analysed');
  });
});
