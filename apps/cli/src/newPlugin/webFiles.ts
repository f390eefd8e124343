import type { PluginNames } from './pluginNames';

/**
 * `src/web`: the web plugin the app composes, with one lazy page at `/<id>` and its sidebar item
 * (packages/web-core/src/app/README.md).
 */
export function webFiles(names: PluginNames): Record<string, string> {
  return {
    'src/web/index.ts': `export { ${names.camel}WebPlugin } from './plugin';\n`,
    'src/web/plugin.tsx': pluginFile(names),
    'src/web/plugin.test.tsx': pluginTestFile(names),
    'src/web/api.ts': apiFile(names),
    'src/web/pages/ItemsPage/ItemsPage.tsx': pageFile(names),
    'src/web/pages/ItemsPage/ItemsPage.test.tsx': pageTestFile,
  };
}

function pluginFile({ id, camel, constant, title }: PluginNames): string {
  return `import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import { ${constant}_PLUGIN_ID } from '../shared';

// The page is its own chunk, loaded when its route is entered.
const itemsPage = createLazyPage(() =>
  import('./pages/ItemsPage/ItemsPage').then(module => module.ItemsPage),
);

export const ${camel}WebPlugin = defineWebPlugin({
  id: ${constant}_PLUGIN_ID,
  routes: [
    {
      path: '/${id}/*',
      element: <itemsPage.Page />,
      preload: itemsPage.preload,
    },
  ],
  navItems: [
    {
      title: '${title}',
      to: '/${id}',
    },
  ],
});
`;
}

function pluginTestFile({ id, camel, title }: PluginNames): string {
  return `import { describe, expect, it } from 'vitest';
import { ${camel}WebPlugin } from './plugin';

describe('${camel}WebPlugin', () => {
  it('adds its page at /${id} and a sidebar item leading to it', () => {
    const { routes, navItems } = ${camel}WebPlugin;
    expect(routes?.map(route => route.path)).toEqual(['/${id}/*']);
    expect(navItems).toEqual([{ title: '${title}', to: '/${id}' }]);
  });
});
`;
}

function apiFile({ constant }: PluginNames): string {
  return `import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@atrium/web-core';
import { ${constant}_PLUGIN_ID, type ItemsResponse } from '../shared';

export function itemsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [${constant}_PLUGIN_ID, 'items'],
    queryFn: () => api.json<ItemsResponse>(${constant}_PLUGIN_ID, '/items'),
  });
}
`;
}

function pageFile({ title }: PluginNames): string {
  return `import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Content, ErrorPanel, Header, Page, Progress, useApiClient } from '@atrium/web-core';
import { itemsQueryOptions } from '../../api';

export function ItemsPage() {
  const items = useQuery(itemsQueryOptions(useApiClient()));

  return (
    <Page>
      <Header title="${title}" />
      <Content>
        {items.isError ? (
          <ErrorPanel error={items.error} title="Could not load the items." />
        ) : items.isPending ? (
          <Progress />
        ) : items.data.items.length === 0 ? (
          <Typography>No items yet.</Typography>
        ) : (
          <List>
            {items.data.items.map(item => (
              <ListItem key={item.id}>
                <ListItemText primary={item.name} />
              </ListItem>
            ))}
          </List>
        )}
      </Content>
    </Page>
  );
}
`;
}

const pageTestFile = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp } from '@atrium/web-core/testing';
import { ItemsPage } from './ItemsPage';

function renderPage(answer: () => Response) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <ItemsPage />
    </QueryClientProvider>,
    { fetch: async () => answer() },
  );
}

describe('ItemsPage', () => {
  it('lists the items the server answers', async () => {
    renderPage(() =>
      jsonResponse({ items: [{ id: '1', name: 'First item', createdAt: '2026-01-01T00:00:00Z' }] }),
    );
    expect(await screen.findByText('First item')).toBeDefined();
  });

  it('says when there are none', async () => {
    renderPage(() => jsonResponse({ items: [] }));
    expect(await screen.findByText('No items yet.')).toBeDefined();
  });
});
`;
