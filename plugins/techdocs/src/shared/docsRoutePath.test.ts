import { describe, expect, it } from 'vitest';
import { docsRoutePath } from './docsRoutePath';

describe('docsRoutePath', () => {
  it('lower-cases namespace and kind as the catalog routes do, and keeps the name', () => {
    expect(docsRoutePath({ namespace: 'Ops', kind: 'Component', name: 'Billing-API' })).toBe(
      '/docs/ops/component/Billing-API',
    );
  });

  it('uses the default namespace and encodes each segment', () => {
    expect(docsRoutePath({ kind: 'System', name: 'a b' })).toBe('/docs/default/system/a%20b');
  });
});
