import { resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** A repository code search looks into, by its organisation and project. */
export interface SearchableRepo {
  organization: string;
  project: string;
  name: string;
  id: string;
  bare: string;
}

interface SearchRequest {
  searchText?: unknown;
  $skip?: unknown;
  $top?: unknown;
  $orderBy?: unknown;
  filters?: unknown;
}

interface Hit {
  repo: SearchableRepo;
  branch: string;
  commit: string;
  path: string;
}

/** Azure DevOps answers at most this many results a page. */
const MAX_TOP = 1000;
const FILTERS = ['Project', 'Repository', 'Path', 'Branch'];

/**
 * `POST /{org}[/{project}]/_apis/search/codesearchresults`: Azure DevOps Code Search over the
 * files of the repositories' trees. The search text may hold only the filter terms `path:`,
 * `repo:` and `proj:` (with `*` and `?` wildcards, matched without regard to case; a path also
 * matches the files below it), as discovery sends; `filters` narrows by exact Project,
 * Repository, Path and Branch names. Without a Branch filter each repository's default branch
 * is searched, as the service indexes it.
 */
export async function routeAzureCodeSearch(
  request: FakeRequest,
  scope: { organization: string; project?: string },
  repos: readonly SearchableRepo[],
): Promise<FakeResponse> {
  const body = (request.body ?? {}) as SearchRequest;
  const skip = body.$skip ?? 0;
  const top = body.$top ?? 100;
  if (!isCount(skip) || !isCount(top) || top > MAX_TOP) {
    return error(400, `$skip and $top must be whole numbers, $top at most ${MAX_TOP}.`);
  }
  const terms = readTerms(body.searchText);
  if (typeof terms === 'string') return error(400, terms);
  const filters = readFilters(body.filters);
  if (typeof filters === 'string') return error(400, filters);
  const wanted = (filter: string, value: string) =>
    !filters.has(filter) || filters.get(filter)!.has(value.toLowerCase());
  const inScope = repos.filter(
    repo =>
      same(repo.organization, scope.organization) &&
      (scope.project === undefined || same(repo.project, scope.project)) &&
      (!terms.proj || terms.proj.test(repo.project)) &&
      (!terms.repo || terms.repo.test(repo.name)) &&
      wanted('Project', repo.project) &&
      wanted('Repository', repo.name),
  );
  const branches = filters.get('Branch');
  const hits: Hit[] = [];
  for (const repo of inScope) {
    for (const branch of branches ? [...branches] : [undefined]) {
      for (const hit of await filesOf(repo, branch)) {
        const inPath = !terms.path || terms.path.test(hit.path);
        if (inPath && (!filters.has('Path') || underPaths(hit.path, filters.get('Path')!))) {
          hits.push(hit);
        }
      }
    }
  }
  if (ordersByPath(body.$orderBy)) {
    hits.sort((a, b) => a.path.localeCompare(b.path) || a.repo.name.localeCompare(b.repo.name));
  }
  return {
    status: 200,
    body: {
      count: hits.length,
      results: hits.slice(skip, skip + top).map(describeHit),
      infoCode: 0,
      facets: {},
    },
  };
}

/** The files of a repository's branch (its default branch when undefined), paths from `/`. */
async function filesOf(repo: SearchableRepo, branch: string | undefined): Promise<Hit[]> {
  const commit = await resolveCommit(repo.bare, branch ? `refs/heads/${branch}` : 'HEAD');
  if (!commit) return [];
  const symbolic = branch
    ? undefined
    : (await runGit(['--git-dir', repo.bare, 'symbolic-ref', '--short', 'HEAD'])).toString().trim();
  const listing = await runGit([
    '--git-dir',
    repo.bare,
    'ls-tree',
    '-r',
    '-z',
    '--name-only',
    commit,
  ]);
  return listing
    .toString()
    .split('\0')
    .filter(Boolean)
    .map(path => ({ repo, branch: branch ?? symbolic ?? 'main', commit, path: `/${path}` }));
}

/** The fields of Azure DevOps' CodeResult that callers read. */
function describeHit({ repo, branch, commit, path }: Hit) {
  return {
    fileName: path.slice(path.lastIndexOf('/') + 1),
    path,
    matches: {},
    collection: { name: repo.organization },
    project: { name: repo.project },
    repository: { name: repo.name, id: repo.id, type: 'git' },
    versions: [{ branchName: branch, changeId: commit }],
    contentId: commit,
  };
}

type Terms = Partial<Record<'path' | 'repo' | 'proj', RegExp>>;

/** The filter terms of the search text; a message for anything else. */
function readTerms(searchText: unknown): Terms | string {
  if (typeof searchText !== 'string' || !searchText.trim()) {
    return 'The search text must not be empty.';
  }
  const terms: Terms = {};
  for (const [word] of searchText.matchAll(/\S*"[^"]*"|\S+/g)) {
    const match = /^(path|repo|proj):(.+)$/i.exec(word);
    if (!match) return `This search text is not supported here: '${word}'.`;
    const name = match[1]!.toLowerCase() as keyof Terms;
    const value = match[2]!.replace(/^"(.*)"$/, '$1');
    terms[name] = name === 'path' ? pathPattern(value) : namePattern(value);
  }
  return terms;
}

function readFilters(filters: unknown): Map<string, Set<string>> | string {
  const read = new Map<string, Set<string>>();
  if (filters === undefined || filters === null) return read;
  if (typeof filters !== 'object') return 'filters must be an object.';
  for (const [name, values] of Object.entries(filters)) {
    if (!FILTERS.includes(name)) return `The filter '${name}' is not supported here.`;
    if (!Array.isArray(values) || values.some(value => typeof value !== 'string')) {
      return `The filter '${name}' must be a list of names.`;
    }
    read.set(name, new Set((values as string[]).map(value => value.toLowerCase())));
  }
  return read;
}

/** A name term: the whole name, wildcards `*` and `?`. */
function namePattern(value: string): RegExp {
  return new RegExp(`^${wildcards(value)}$`, 'i');
}

/** A path term: the path itself or a folder above the file, from the root either way. */
function pathPattern(value: string): RegExp {
  const rooted = value.startsWith('/') ? value : `/${value}`;
  return new RegExp(`^${wildcards(rooted.replace(/\/+$/, ''))}(?:/.*)?$`, 'i');
}

function wildcards(value: string): string {
  return value
    .split('')
    .map(char =>
      char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
}

function underPaths(path: string, folders: ReadonlySet<string>): boolean {
  const lower = path.toLowerCase();
  return [...folders].some(folder => {
    const base = folder.replace(/\/+$/, '');
    return lower === base || lower.startsWith(`${base}/`);
  });
}

function ordersByPath(orderBy: unknown): boolean {
  return (
    Array.isArray(orderBy) &&
    orderBy.some(
      (option: { field?: unknown } | null) =>
        typeof option?.field === 'string' && option.field.toLowerCase() === 'path',
    )
  );
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function error(status: number, message: string): FakeResponse {
  return {
    status,
    body: {
      $id: '1',
      innerException: null,
      message,
      typeKey: 'InvalidQueryException',
      errorCode: 0,
    },
  };
}
