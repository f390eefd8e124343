import { RecentlyVisitedCard, TopVisitedCard } from '../visits';
import type { HomeWidget } from './HomeWidget';
import { FeaturedDocsWidget } from './FeaturedDocsWidget/FeaturedDocsWidget';
import { QuickStartWidget } from './QuickStartWidget/QuickStartWidget';
import { RandomJokeWidget } from './RandomJokeWidget/RandomJokeWidget';
import { SearchWidget } from './SearchWidget/SearchWidget';
import { StarredEntitiesWidget } from './StarredEntitiesWidget/StarredEntitiesWidget';
import { ToolkitWidget } from './ToolkitWidget/ToolkitWidget';

/**
 * Every widget the home grid offers, in the order of the default layout and the 'Add widget'
 * menu. Ids are saved in people's layouts: renaming one drops it from every saved layout.
 */
export const homeWidgets: readonly HomeWidget[] = [
  {
    id: 'search',
    title: 'Search',
    defaultSize: { w: 12, h: 1 },
    minSize: { w: 4, h: 1 },
    inDefaultLayout: true,
    element: <SearchWidget />,
  },
  {
    id: 'starred-entities',
    title: 'Starred Entities',
    defaultSize: { w: 4, h: 3 },
    minSize: { w: 3, h: 2 },
    inDefaultLayout: true,
    element: <StarredEntitiesWidget />,
  },
  {
    id: 'top-visited',
    title: 'Top Visited',
    defaultSize: { w: 4, h: 3 },
    minSize: { w: 3, h: 2 },
    inDefaultLayout: true,
    element: <TopVisitedCard />,
    ownCard: true,
  },
  {
    id: 'recently-visited',
    title: 'Recently Visited',
    defaultSize: { w: 4, h: 3 },
    minSize: { w: 3, h: 2 },
    inDefaultLayout: true,
    element: <RecentlyVisitedCard />,
    ownCard: true,
  },
  {
    id: 'featured-docs',
    title: 'Featured Docs',
    defaultSize: { w: 4, h: 3 },
    minSize: { w: 3, h: 2 },
    inDefaultLayout: true,
    element: <FeaturedDocsWidget />,
  },
  {
    id: 'quick-start',
    title: 'Quick Start',
    defaultSize: { w: 4, h: 3 },
    minSize: { w: 3, h: 1 },
    inDefaultLayout: true,
    element: <QuickStartWidget />,
  },
  {
    id: 'random-joke',
    title: 'Random Joke',
    defaultSize: { w: 4, h: 3 },
    minSize: { w: 3, h: 2 },
    inDefaultLayout: true,
    element: <RandomJokeWidget />,
  },
  {
    id: 'toolkit',
    title: 'Toolkit',
    defaultSize: { w: 12, h: 1 },
    minSize: { w: 2, h: 1 },
    inDefaultLayout: true,
    element: <ToolkitWidget />,
  },
];
