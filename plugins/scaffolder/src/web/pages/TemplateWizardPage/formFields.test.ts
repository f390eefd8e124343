import { describe, expect, it } from 'vitest';
import { toFormStep } from './extractUiSchema';
import { splitSecrets } from './formFields';
import { reviewEntries } from './reviewEntries';

const steps = [
  toFormStep({
    title: 'Basics',
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        token: { type: 'string', title: 'Token', 'ui:field': 'Secret' },
        internal: { type: 'string', 'ui:backstage': { review: { show: false } } },
        code: { type: 'string', title: 'Code', 'ui:backstage': { review: { mask: '<hidden>' } } },
      },
    },
  }),
  toFormStep({
    title: 'More',
    schema: {
      type: 'object',
      properties: {
        password: { type: 'string', title: 'Password', 'ui:widget': 'password' },
        tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
        settings: {
          type: 'object',
          title: 'Settings',
          'ui:backstage': { review: { explode: true } },
          properties: { size: { type: 'string', title: 'Size' } },
        },
      },
    },
  }),
];

const formData = {
  name: 'svc',
  token: 'ghp_abc',
  internal: 'x',
  code: '1234',
  password: 'hunter2',
  tags: ['a', 'b'],
  settings: { size: 'large' },
};

describe('splitSecrets', () => {
  it('sends secret fields in secrets and only stars in values', () => {
    const { values, secrets } = splitSecrets(steps, formData);
    expect(secrets).toEqual({ token: 'ghp_abc', password: 'hunter2' });
    expect(values).toEqual({ ...formData, token: '*******', password: '*******' });
    expect(JSON.stringify(values)).not.toContain('ghp_abc');
  });
});

describe('reviewEntries', () => {
  it('lists values in form order, masking secrets and honouring review options', () => {
    expect(reviewEntries(steps, formData)).toEqual([
      { key: 'name', label: 'Name', value: 'svc' },
      { key: 'token', label: 'Token', value: '******' },
      { key: 'code', label: 'Code', value: '<hidden>' },
      { key: 'password', label: 'Password', value: '******' },
      { key: 'tags', label: 'Tags', value: 'a, b' },
      { key: 'settings.size', label: 'Size', value: 'large' },
    ]);
  });
});
