import { describe, expect, it } from 'vitest';
import { ISSUE_TITLE_MAX_LENGTH, issueTarget, issueTitle, newIssueUrl } from './issueUrl';

describe('issueTarget', () => {
  it.each([
    [
      'https://github.com/acme/docs/edit/main/docs/index.md',
      'github',
      'https://github.com/acme/docs',
    ],
    ['https://github.com/acme/docs/blob/main/docs/a.md', 'github', 'https://github.com/acme/docs'],
    [
      'https://gitlab.com/group/sub/project/-/edit/main/docs/a.md',
      'gitlab',
      'https://gitlab.com/group/sub/project',
    ],
    [
      'https://git.example.com/team/project/-/blob/main/docs/a.md',
      'gitlab',
      'https://git.example.com/team/project',
    ],
  ])('reads %s as a %s repository', (editUrl, host, repoUrl) => {
    expect(issueTarget(editUrl)).toEqual({ host, repoUrl });
  });

  it.each([
    ['https://dev.azure.com/o/p/_git/r?path=/a.md'],
    ['not a url'],
    ['javascript:alert(1)'],
  ])('knows no issue page for %s', editUrl => {
    expect(issueTarget(editUrl)).toBeUndefined();
  });
});

describe('newIssueUrl', () => {
  it('fills in GitHub title and body', () => {
    const url = new URL(
      newIssueUrl(
        { host: 'github', repoUrl: 'https://github.com/acme/docs' },
        'the wrong words',
        'http://localhost:3000/docs/default/component/x/',
      ),
    );
    expect(url.pathname).toBe('/acme/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Documentation feedback: the wrong words');
    expect(url.searchParams.get('body')).toContain('> the wrong words');
  });

  it("uses GitLab's issue parameters", () => {
    const url = new URL(
      newIssueUrl({ host: 'gitlab', repoUrl: 'https://gitlab.com/g/p' }, 'typo', 'http://x/'),
    );
    expect(url.pathname).toBe('/g/p/-/issues/new');
    expect(url.searchParams.get('issue[title]')).toBe('Documentation feedback: typo');
  });

  it('truncates long titles', () => {
    const title = issueTitle('word '.repeat(40));
    expect(title).toHaveLength(ISSUE_TITLE_MAX_LENGTH);
    expect(title.endsWith('...')).toBe(true);
  });
});
