import { describe, expect, it } from 'vitest';
import { createConfig } from '../../config';
import { ConfigError } from '../../config/ConfigError';
import { readExternalAccessConfig } from './readExternalAccessConfig';

const read = (externalAccess: unknown) =>
  readExternalAccessConfig(createConfig({ backend: { auth: { externalAccess } } }));

function problemsOf(externalAccess: unknown): readonly string[] {
  try {
    read(externalAccess);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('no ConfigError');
}

describe('readExternalAccessConfig', () => {
  it('reads each type with its options and restrictions', () => {
    const entries = read([
      {
        type: 'static',
        options: { token: 'a-long-random-token', subject: 'ci-pipeline' },
        accessRestrictions: [{ plugin: 'catalog', permission: 'catalog.entity.read' }],
      },
      {
        type: 'legacy',
        options: { secret: Buffer.from('shh-secret').toString('base64'), subject: 'cron' },
      },
      {
        type: 'jwks',
        options: {
          url: 'https://idp.example/jwks',
          issuer: 'https://idp.example',
          algorithm: 'RS256',
          audience: ['atrium', 'portal'],
          subjectPrefix: 'idp',
        },
        accessRestrictions: [
          { plugin: 'scaffolder', permissionAttribute: { action: ['read', 'create'] } },
        ],
      },
    ]);
    expect(entries.map(entry => entry.type)).toEqual(['static', 'legacy', 'jwks']);
    expect(entries[0]).toMatchObject({
      subject: 'ci-pipeline',
      restrictions: [{ plugin: 'catalog', permission: ['catalog.entity.read'] }],
    });
    expect(entries[2]).toMatchObject({
      issuer: 'https://idp.example',
      algorithms: ['RS256'],
      audience: ['atrium', 'portal'],
      subjectPrefix: 'idp',
      restrictions: [{ plugin: 'scaffolder', permissionAttribute: { action: ['read', 'create'] } }],
    });
    expect(read(undefined)).toEqual([]);
  });

  it('lists every problem, each naming its entry, without showing a secret', () => {
    const problems = problemsOf([
      { type: 'static', options: { token: 'short', subject: 'a' } },
      { type: 'static', options: { token: 'has white space', subject: 'b' } },
      { type: 'static', options: { token: 'long-enough-token' } },
      { type: 'legacy', options: { secret: 'not base64!', subject: 'c' } },
      { type: 'jwks', options: { url: 'ftp://idp.example/jwks', issuer: 'x' } },
      { type: 'jwks', options: { url: 'https://idp.example/jwks' } },
      { type: 'magic', options: {} },
      { options: {} },
      {
        type: 'static',
        options: { token: 'another-long-token', subject: 'd' },
        accessRestrictions: [
          { permission: 'x' },
          { plugin: 'catalog', permissionAttribute: { action: 'destroy' } },
        ],
      },
    ]);
    expect(problems).toEqual([
      'backend.auth.externalAccess[0].options.token must be at least 8 characters long',
      'backend.auth.externalAccess[1].options.token must not contain whitespace',
      "backend.auth.externalAccess[2].options.subject is required for type 'static'",
      'backend.auth.externalAccess[3].options.secret must be base64',
      'backend.auth.externalAccess[4].options.url must be an http(s) URL',
      "backend.auth.externalAccess[5].options.issuer is required for type 'jwks'",
      "backend.auth.externalAccess[6].type 'magic' is not one of 'static', 'legacy' or 'jwks'",
      "backend.auth.externalAccess[7].type is required: 'static', 'legacy' or 'jwks'",
      "backend.auth.externalAccess[8].accessRestrictions[0].plugin must be a plugin id such as 'catalog'",
      "backend.auth.externalAccess[8].accessRestrictions[1].permissionAttribute.action 'destroy' is not one of create, read, update, delete",
    ]);
    expect(problems.join('\n')).not.toContain('short');
  });
});
