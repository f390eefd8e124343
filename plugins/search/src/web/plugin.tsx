import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import SearchIcon from '@mui/icons-material/SearchOutlined';
import { SearchModalLauncher } from './modal/SearchModalLauncher';
import { prefetchSearchPage } from './pages/SearchPage/prefetchSearchPage';
import { SEARCH_PATH } from './searchConstants';

const searchPage = createLazyPage(() =>
  import('./pages/SearchPage/SearchPage').then(module => module.SearchPage),
);

/** Search: the page, its sidebar entry, and the modal opened by `/` or Ctrl/Cmd+K anywhere. */
export const searchWebPlugin = defineWebPlugin({
  id: 'search',
  routes: [
    {
      path: SEARCH_PATH,
      element: <searchPage.Page />,
      prefetch: prefetchSearchPage,
      preload: searchPage.preload,
    },
  ],
  // Above the other entries of the foot of the sidebar, where portals usually keep search.
  navItems: [{ title: 'Search', to: SEARCH_PATH, icon: SearchIcon, order: 20 }],
  appElements: [{ id: 'search.modal', element: <SearchModalLauncher /> }],
});
