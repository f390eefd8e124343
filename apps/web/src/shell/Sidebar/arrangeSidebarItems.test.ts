import { describe, expect, it } from 'vitest';
import { arrangeSidebarItems } from './arrangeSidebarItems';

describe('arrangeSidebarItems', () => {
  it('puts items in the main section unless they ask for the bottom, each by order', () => {
    const { main, bottom } = arrangeSidebarItems([
      { title: 'Docs', to: '/docs', order: 20 },
      { title: 'Notifications', to: '/notifications', section: 'bottom' },
      { title: 'Catalog', to: '/catalog', order: 10 },
      { title: 'Create', to: '/create', order: 20 },
      { title: 'Search', to: '/search', section: 'bottom', order: -1 },
    ]);

    expect(main.map(item => item.title)).toEqual(['Catalog', 'Docs', 'Create']);
    expect(bottom.map(item => item.title)).toEqual(['Search', 'Notifications']);
  });
});
