import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeLibrary } from './index.ts';

test('names the library and who maintains it', () => {
  assert.deepEqual(describeLibrary(), {
    name: '${{ values.packageName }}',
    maintainedBy: '${{ values.owner }}',
  });
});
