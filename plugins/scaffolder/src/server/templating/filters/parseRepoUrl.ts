import { InputError } from '@atrium/model';
import {
  guessRepoHostType,
  REQUIRED_REPO_PARTS,
  type RepoHostType,
  type RepoLocationPart,
} from '../../../shared/repoHosts';

/** A repository location as the repo picker writes it: `host?owner=o&repo=r` (spec 001 §3). */
export interface RepoSpec {
  host: string;
  repo: string;
  owner?: string;
  organization?: string;
  workspace?: string;
  project?: string;
}

export type { RepoHostType };

export type RepoHostTypeLookup = (host: string) => RepoHostType | undefined;

// Gerrit's parent project is written as `workspace`; the message says what it stands for.
const PART_NAMES: Partial<Record<RepoHostType, Partial<Record<RepoLocationPart, string>>>> = {
  gerrit: { workspace: 'workspace (the parent project)' },
};

const OPTIONAL_PARTS = ['owner', 'organization', 'workspace', 'project'] as const;

/** Parses `host?owner=…&repo=…`; a missing required part is an `InputError` naming it. */
export function parseRepoUrl(
  repoUrl: unknown,
  lookupType: RepoHostTypeLookup = guessRepoHostType,
): RepoSpec {
  if (typeof repoUrl !== 'string' || repoUrl.trim() === '') {
    throw new InputError(`Invalid repo URL passed to publisher: ${String(repoUrl)}, missing host`);
  }
  let url: URL;
  try {
    url = new URL(`https://${repoUrl}`);
  } catch {
    throw new InputError(`Invalid repo URL passed to publisher: ${repoUrl}`);
  }
  const missing = (part: string): InputError =>
    new InputError(`Invalid repo URL passed to publisher: ${repoUrl}, missing ${part}`);
  if (!url.host) throw missing('host');

  const spec: RepoSpec = { host: url.host, repo: url.searchParams.get('repo') ?? '' };
  for (const part of OPTIONAL_PARTS) {
    const value = url.searchParams.get(part);
    if (value) spec[part] = value;
  }
  const type = lookupType(url.host) ?? guessRepoHostType(url.host);
  if (type === 'gitlab' && spec.project) {
    // A GitLab project may be named by its id alone.
  } else {
    for (const part of REQUIRED_REPO_PARTS[type]) {
      if (!spec[part]) throw missing(PART_NAMES[type]?.[part] ?? part);
    }
  }
  if (!spec.repo) throw missing('repo');
  return spec;
}
