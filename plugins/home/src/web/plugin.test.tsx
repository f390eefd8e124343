import { describe, expect, it } from 'vitest';
import { homeWebPlugin } from './plugin';

describe('homeWebPlugin', () => {
  it('is the page at / and the first entry of the sidebar', () => {
    const { routes, navItems } = homeWebPlugin;
    expect(routes.map(route => route.path)).toEqual(['/']);
    expect(navItems).toEqual([expect.objectContaining({ title: 'Home', to: '/', order: 10 })]);
  });
});
