import { resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** What the code search needs of a Bitbucket Cloud repository. */
export interface SearchedRepository {
  workspace: string;
  slug: string;
  project: string;
  mainbranch: string;
  bare: string;
}

/** The terms of a `search_query` the fake understands: quoted words and modifiers. */
interface SearchQuery {
  terms: string[];
  path?: string;
  repo?: string;
  project?: string;
}

/**
 * Bitbucket Cloud's `GET /2.0/workspaces/{workspace}/search/code?search_query=`: the files at
 * each repository's main branch whose path ends with the `path:` modifier and whose path or
 * content holds every quoted term, narrowed by `repo:` and `project:`. Like Bitbucket, a hit's
 * repository carries only `full_name`, `name`, `type` and `links` unless `fields` adds
 * `+values.file.commit.repository.{slug,project.key,mainbranch.name}`; pages follow `next`, at
 * most `maxPageLength` results each.
 */
export async function routeBitbucketCodeSearch(
  request: FakeRequest,
  repos: readonly SearchedRepository[],
  options: { apiBaseUrl: string; htmlBaseUrl: string; maxPageLength: number },
): Promise<FakeResponse> {
  const raw = request.query.get('search_query');
  if (!raw) {
    return {
      status: 400,
      body: { type: 'error', error: { message: 'Search query is required' } },
    };
  }
  const query = parseSearchQuery(raw);
  const hits: unknown[] = [];
  for (const repo of repos) {
    if (query.repo !== undefined && query.repo !== repo.slug) continue;
    if (query.project !== undefined && query.project !== repo.project) continue;
    const commit = await resolveCommit(repo.bare, repo.mainbranch);
    if (!commit) continue;
    for (const file of await listFiles(repo.bare, commit)) {
      if (query.path !== undefined && !`/${file}`.endsWith(`/${query.path.replace(/^\/+/, '')}`)) {
        continue;
      }
      if (!(await holdsTerms(repo.bare, commit, file, query.terms))) continue;
      hits.push(searchResult(repo, commit, file, request.query.get('fields') ?? '', options));
    }
  }
  const pagelen = Math.min(
    options.maxPageLength,
    Math.max(1, Number(request.query.get('pagelen') ?? '10') || 10),
  );
  const page = Math.max(1, Number(request.query.get('page') ?? '1') || 1);
  const next = new URL(`${options.apiBaseUrl}${request.path}`);
  request.query.forEach((value, key) => next.searchParams.set(key, value));
  next.searchParams.set('page', String(page + 1));
  return {
    status: 200,
    body: {
      size: hits.length,
      page,
      pagelen,
      query_substituted: false,
      values: hits.slice((page - 1) * pagelen, page * pagelen),
      ...(page * pagelen < hits.length ? { next: next.toString() } : {}),
    },
  };
}

function parseSearchQuery(raw: string): SearchQuery {
  const query: SearchQuery = { terms: [] };
  for (const match of raw.matchAll(/"([^"]*)"|(\S+)/g)) {
    if (match[1] !== undefined) {
      query.terms.push(match[1]);
      continue;
    }
    const word = match[2]!;
    const modifier = /^(path|repo|project):(.+)$/.exec(word);
    if (modifier) query[modifier[1] as 'path' | 'repo' | 'project'] = modifier[2];
    else query.terms.push(word);
  }
  return query;
}

async function listFiles(bare: string, commit: string): Promise<string[]> {
  const out = await runGit(['--git-dir', bare, 'ls-tree', '-r', '-z', '--name-only', commit]);
  return out.toString().split('\0').filter(Boolean);
}

async function holdsTerms(bare: string, commit: string, file: string, terms: string[]) {
  if (terms.every(term => file.includes(term))) return true;
  const content = (await runGit(['--git-dir', bare, 'show', `${commit}:${file}`])).toString();
  return terms.every(term => file.includes(term) || content.includes(term));
}

function searchResult(
  repo: SearchedRepository,
  commit: string,
  file: string,
  fields: string,
  options: { apiBaseUrl: string; htmlBaseUrl: string },
) {
  const wants = (field: string) =>
    fields.split(',').includes(`+values.file.commit.repository.${field}`);
  const fullName = `${repo.workspace}/${repo.slug}`;
  const name = file.split('/').pop()!;
  const at = file.length - name.length;
  return {
    type: 'code_search_result',
    content_match_count: 0,
    content_matches: [],
    path_matches: [{ text: file.slice(0, at) }, { text: name, match: true }].filter(
      segment => segment.text,
    ),
    file: {
      path: file,
      type: 'commit_file',
      commit: {
        type: 'commit',
        hash: commit,
        repository: {
          type: 'repository',
          full_name: fullName,
          name: repo.slug,
          links: { html: { href: `${options.htmlBaseUrl}/${fullName}` } },
          ...(wants('slug') ? { slug: repo.slug } : {}),
          ...(wants('project.key') ? { project: { type: 'project', key: repo.project } } : {}),
          ...(wants('mainbranch.name')
            ? { mainbranch: { type: 'branch', name: repo.mainbranch } }
            : {}),
        },
      },
      links: {
        self: { href: `${options.apiBaseUrl}/repositories/${fullName}/src/${commit}/${file}` },
      },
    },
  };
}
