import type { ScmIntegration } from '../integrations/ScmIntegration';
import { couldNotParse, invalidUrl } from '../integrations/urls/readBrowseUrl';
import { parseObjectUrl } from './parseObjectUrl';

/** One file a CodeCommit console URL names. */
export interface CodeCommitLocation {
  readonly region: string;
  readonly repositoryName: string;
  /** `refs/heads/<branch>`, a tag or a commit; undefined for the default branch. */
  readonly commitSpecifier?: string;
  readonly filePath: string;
  readonly display: string;
}

const PREFIX = ['codesuite', 'codecommit', 'repositories'];
const SHAPE =
  'https://<region>.console.aws.amazon.com/codesuite/codecommit/repositories/<repository>/browse/[<ref>/]--/<path>';
/** CodeCommit's repository names: up to 100 letters, digits, `.`, `_` and `-`. */
const REPOSITORY = /^[\w.-]{1,100}$/;
const CONSOLE_HOST = /^([a-z]{2}(?:-[a-z]+)+-\d+)\.console\.aws\.amazon\.com$/;

/**
 * The file of a console URL as Backstage reads them:
 * `…/repositories/<repository>/browse/refs/heads/<branch>/--/<path>`, or `…/browse/--/<path>` on
 * the default branch. The region is the console host's, else the entry's.
 */
export function parseCodeCommitUrl(integration: ScmIntegration, url: string): CodeCommitLocation {
  const { url: parsed, display, segments } = parseObjectUrl(url);
  const [repositoryName = '', browse, ...rest] = PREFIX.every((name, i) => segments[i] === name)
    ? segments.slice(PREFIX.length)
    : [];
  const separator = rest.indexOf('--');
  if (browse !== 'browse' || separator < 0) throw couldNotParse(display, SHAPE);
  if (!REPOSITORY.test(repositoryName)) {
    throw invalidUrl(display, `'${repositoryName}' is not a CodeCommit repository name`);
  }
  const filePath = rest.slice(separator + 1).join('/');
  if (filePath === '' || filePath.endsWith('/')) {
    throw invalidUrl(display, 'it names a folder, not a file');
  }
  const commitSpecifier = rest.slice(0, separator).join('/') || undefined;
  const region = CONSOLE_HOST.exec(parsed.hostname.toLowerCase())?.[1] ?? integration.region;
  if (!region)
    throw invalidUrl(display, 'its region is not known; set region in integrations.awsCodeCommit');
  return { region, repositoryName, commitSpecifier, filePath, display };
}
