import { describe, expect, it } from 'vitest';
import { editUrlBase, editUrlOf } from './editUrlBase';

describe('editUrlBase', () => {
  it('defaults to the edit path of github.com and gitlab.com', () => {
    expect(editUrlBase({ repoUrl: 'https://github.com/acme/rides', docsDirSetting: 'docs' })).toBe(
      'https://github.com/acme/rides/edit/master/docs/',
    );
    expect(
      editUrlBase({ repoUrl: 'https://gitlab.com/acme/rides/', docsDirSetting: 'documentation' }),
    ).toBe('https://gitlab.com/acme/rides/-/edit/master/documentation/');
  });

  it('joins an explicit edit_uri to repo_url', () => {
    const base = editUrlBase({
      repoUrl: 'https://git.example.com/acme/rides',
      editUri: 'src/branch/main/docs',
      docsDirSetting: 'docs',
    });
    expect(editUrlOf(base, 'guides/start here.md')).toBe(
      'https://git.example.com/acme/rides/src/branch/main/docs/guides/start%20here.md',
    );
    expect(
      editUrlBase({
        repoUrl: 'https://dev.azure.com/a/b/_git/c',
        editUri: '?path=/docs/',
        docsDirSetting: 'docs',
      }),
    ).toBe('https://dev.azure.com/a/b/_git/c?path=/docs/');
  });

  it('gives no edit link for unknown hosts without edit_uri, or an empty edit_uri', () => {
    expect(
      editUrlBase({ repoUrl: 'https://git.example.com/a', docsDirSetting: 'docs' }),
    ).toBeUndefined();
    expect(
      editUrlBase({ repoUrl: 'https://github.com/a/b', editUri: '', docsDirSetting: 'docs' }),
    ).toBeUndefined();
    expect(editUrlBase({ docsDirSetting: 'docs' })).toBeUndefined();
  });
});
