import { describe, expect, it } from 'vitest';
import { MAX_CODEOWNERS_LINES, suggestCodeOwner } from './suggestCodeOwner';

describe('suggestCodeOwner', () => {
  it('answers the team of the rule covering every file, as a Group name', () => {
    expect(suggestCodeOwner('* @acme/payments-team @ada\n')).toBe('payments-team');
  });

  it('answers a user as a User reference', () => {
    expect(suggestCodeOwner('*   @ada')).toBe('user:ada');
  });

  it('lets the last rule covering every file win, and ignores narrower rules', () => {
    const text = [
      '# Owners',
      '* @acme/old-team',
      '/docs/ @acme/writers',
      '*.js @acme/frontend',
      '** @acme/platform # the platform team',
      'src/** @acme/backend',
    ].join('\n');
    expect(suggestCodeOwner(text)).toBe('platform');
  });

  it('skips emails and takes the next owner; none left is no suggestion', () => {
    expect(suggestCodeOwner('* ada@acme.example @acme/payments')).toBe('payments');
    expect(suggestCodeOwner('* ada@acme.example')).toBeUndefined();
  });

  it('takes the ownership away again with a later rule without owners', () => {
    expect(suggestCodeOwner('* @acme/payments\n*\n')).toBeUndefined();
  });

  it('reads comments, blank lines, CRLF and GitLab sections', () => {
    expect(suggestCodeOwner('\r\n# * @acme/commented\r\n[Docs]\r\n* @acme/real\r\n')).toBe('real');
  });

  it('answers nothing when no rule covers the repository', () => {
    expect(suggestCodeOwner('/src/ @acme/backend\n')).toBeUndefined();
    expect(suggestCodeOwner('')).toBeUndefined();
  });

  it('ignores binary files and owners that are no names', () => {
    expect(suggestCodeOwner('* @acme/payments\u0000\u0001')).toBeUndefined();
    expect(suggestCodeOwner('* @acme/<script> @-bad @acme/ok')).toBe('ok');
  });

  it('reads at most MAX_CODEOWNERS_LINES lines and skips very long ones', () => {
    const filler = '/x/ @acme/x\n'.repeat(MAX_CODEOWNERS_LINES);
    expect(suggestCodeOwner(`${filler}* @acme/too-late\n`)).toBeUndefined();
    const long = `* @acme/${'a'.repeat(10_000)}\n`;
    expect(suggestCodeOwner(`* @acme/kept\n${long}`)).toBe('kept');
    // A few megabytes of one line: answered without trying each character as a rule.
    expect(suggestCodeOwner('*'.repeat(3_000_000))).toBeUndefined();
  });
});
