import { describe, expect, it } from 'vitest';
import { OBJECT_NAME_MESSAGE } from './objectNameMessage';
import {
  DNS_LABEL_MESSAGE,
  KEY_MESSAGE,
  LABEL_VALUE_MESSAGE,
  TAG_MESSAGE,
} from './problemMessages';
import { validateMetadata } from './validateMetadata';

const valid = {
  name: 'my-service',
  namespace: 'payments',
  uid: '0d4b7c0e',
  etag: 'abc',
  title: 'My Service',
  description: 'Does things',
  labels: { 'example.com/tier': 'gold', empty: '' },
  annotations: { 'backstage.io/view-url': 'https://example.com/x?y=1 z' },
  tags: ['java', 'c++'],
  links: [{ url: 'https://example.com', title: 'Home', icon: 'web', type: 'website' }],
  custom: { kept: true },
};

describe('validateMetadata', () => {
  it('accepts complete, valid metadata with extra fields', () => {
    expect(validateMetadata(valid)).toEqual([]);
  });

  it('requires a name', () => {
    expect(validateMetadata({})).toEqual([
      { path: 'metadata.name', message: 'metadata.name is required' },
    ]);
    expect(validateMetadata({ name: 3 })).toEqual([
      { path: 'metadata.name', message: 'metadata.name must be a string, got 3' },
    ]);
  });

  it('rejects a bad name with the spec 001 §5 message', () => {
    expect(validateMetadata({ name: 'my service' })).toEqual([
      {
        path: 'metadata.name',
        message: `metadata.name "my service" is not valid. ${OBJECT_NAME_MESSAGE}`,
      },
    ]);
    expect(validateMetadata({ name: 'x'.repeat(64) })).toHaveLength(1);
    expect(validateMetadata({ name: 'x'.repeat(63) })).toEqual([]);
  });

  it('checks the namespace is a DNS label', () => {
    expect(validateMetadata({ name: 'a', namespace: 'Payments' })).toEqual([
      {
        path: 'metadata.namespace',
        message: `metadata.namespace "Payments" is not valid. ${DNS_LABEL_MESSAGE}`,
      },
    ]);
    expect(validateMetadata({ name: 'a', namespace: 1 })[0]?.message).toBe(
      'metadata.namespace must be a string, got 1',
    );
  });

  it.each(['uid', 'etag', 'title'])('requires %s to be a non-empty string', field => {
    expect(validateMetadata({ name: 'a', [field]: ['x'] })).toEqual([
      {
        path: `metadata.${field}`,
        message: `metadata.${field} must be a non-empty string, got ["x"]`,
      },
    ]);
    expect(validateMetadata({ name: 'a', [field]: '' })).toEqual([
      {
        path: `metadata.${field}`,
        message: `metadata.${field} must be a non-empty string, got ""`,
      },
    ]);
    expect(validateMetadata({ name: 'a', [field]: ' ' })).toEqual([]);
  });

  it('requires description to be a string, which may be empty', () => {
    expect(validateMetadata({ name: 'a', description: '' })).toEqual([]);
    expect(validateMetadata({ name: 'a', description: 5 })).toEqual([
      { path: 'metadata.description', message: 'metadata.description must be a string, got 5' },
    ]);
  });

  it('checks label keys and values', () => {
    expect(
      validateMetadata({ name: 'a', labels: { 'bad key': 'ok', good: 'not ok', n: 1 } }),
    ).toEqual([
      {
        path: 'metadata.labels',
        message: `metadata.labels key "bad key" is not valid. ${KEY_MESSAGE}`,
      },
      {
        path: 'metadata.labels.good',
        message: `metadata.labels.good "not ok" is not valid. ${LABEL_VALUE_MESSAGE}`,
      },
      { path: 'metadata.labels.n', message: 'metadata.labels.n must be a string, got 1' },
    ]);
    expect(validateMetadata({ name: 'a', labels: ['x'] })[0]?.message).toBe(
      'metadata.labels must be an object, got ["x"]',
    );
  });

  it('checks annotation keys and that values are strings', () => {
    expect(
      validateMetadata({ name: 'a', annotations: { 'a/b/c': 'x', 'example.com/n': true } }),
    ).toEqual([
      {
        path: 'metadata.annotations',
        message: `metadata.annotations key "a/b/c" is not valid. ${KEY_MESSAGE}`,
      },
      {
        path: 'metadata.annotations.example.com/n',
        message: 'metadata.annotations.example.com/n must be a string, got true',
      },
    ]);
    expect(validateMetadata({ name: 'a', annotations: 'x' })[0]?.message).toBe(
      'metadata.annotations must be an object, got "x"',
    );
  });

  it('takes empty annotations for none, since the catalog writes its own into every entity', () => {
    for (const annotations of [null, '', 0, false]) {
      expect(validateMetadata({ name: 'a', annotations })).toEqual([]);
    }
  });

  it('accepts tags with ":"', () => {
    expect(validateMetadata({ name: 'a', tags: ['lang:java', 'a:b-c'] })).toEqual([]);
  });

  it('names each bad tag', () => {
    expect(validateMetadata({ name: 'a', tags: ['ok', 'Java', 7, 'a--b'] })).toEqual([
      {
        path: 'metadata.tags.1',
        message: `metadata.tags.1 "Java" is not a valid tag. ${TAG_MESSAGE}`,
      },
      { path: 'metadata.tags.2', message: 'metadata.tags.2 must be a string, got 7' },
      {
        path: 'metadata.tags.3',
        message: `metadata.tags.3 "a--b" is not a valid tag. ${TAG_MESSAGE}`,
      },
    ]);
    expect(validateMetadata({ name: 'a', tags: 'java' })[0]?.message).toBe(
      'metadata.tags must be a list, got "java"',
    );
  });

  it('checks links', () => {
    expect(
      validateMetadata({
        name: 'a',
        links: [
          { title: 'x' },
          'https://a',
          { url: '', icon: 3 },
          { url: 'javascript:alert(1)' },
          { url: 'example.com/no-scheme', title: ' ', type: '' },
          { url: 'mailto:team@example.com', type: ' ' },
        ],
      }),
    ).toEqual([
      { path: 'metadata.links.0.url', message: 'metadata.links.0.url is required' },
      { path: 'metadata.links.1', message: 'metadata.links.1 must be an object, got "https://a"' },
      {
        path: 'metadata.links.2.url',
        message: 'metadata.links.2.url must be a non-empty string, got ""',
      },
      {
        path: 'metadata.links.2.icon',
        message: 'metadata.links.2.icon must be a string that is not blank, got 3',
      },
      {
        path: 'metadata.links.3.url',
        message:
          'metadata.links.3.url "javascript:alert(1)" is not allowed; javascript: URLs are rejected.',
      },
      {
        path: 'metadata.links.4.url',
        message:
          'metadata.links.4.url "example.com/no-scheme" is not a valid absolute URL, e.g. https://example.com',
      },
      {
        path: 'metadata.links.4.title',
        message: 'metadata.links.4.title must be a string that is not blank, got " "',
      },
      {
        path: 'metadata.links.4.type',
        message: 'metadata.links.4.type must be a non-empty string, got ""',
      },
    ]);
    expect(validateMetadata({ name: 'a', links: {} })[0]?.message).toBe(
      'metadata.links must be a list, got {}',
    );
  });
});
