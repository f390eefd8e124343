import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { HOME_PLUGIN_ID } from '../shared';
import { RecordVisits } from './components/RecordVisits/RecordVisits';
import { HOME_PATH } from './homeConstants';

// The page is its own chunk, loaded when its route is entered.
const homePage = createLazyPage(() =>
  import('./pages/HomePage/HomePage').then(module => module.HomePage),
);

/**
 * Home: the portal's front page, a grid of widgets each person arranges, first in the sidebar;
 * and, app-wide, the counting of visits its Top and Recently Visited widgets list.
 */
export const homeWebPlugin = defineWebPlugin({
  id: HOME_PLUGIN_ID,
  routes: [{ path: HOME_PATH, element: <homePage.Page />, preload: homePage.preload }],
  navItems: [{ title: 'Home', to: HOME_PATH, icon: HomeIcon, order: 10 }],
  // Visits are counted on every page, not only while the home page is open.
  appElements: [{ id: 'home.recordVisits', element: <RecordVisits /> }],
});
