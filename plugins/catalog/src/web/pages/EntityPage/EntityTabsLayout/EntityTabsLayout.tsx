import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Progress, type EntityTab } from '@atrium/web-core';
import { Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { activeEntityTab } from './selectEntityTabs';

export interface EntityTabsLayoutProps {
  /** The tabs that apply to the entity, in display order. */
  tabs: readonly EntityTab[];
  /** The entity page's URL, without a trailing slash; tab paths are relative to it. */
  baseUrl: string;
  /** The URL after `baseUrl`, which selects the tab. */
  rest: string;
}

/** Tabs as links (so a tab can be linked to and the back button works), the active one below. */
export function EntityTabsLayout({ tabs, baseUrl, rest }: EntityTabsLayoutProps) {
  const idPrefix = useId();
  const active = activeEntityTab(tabs, rest);
  if (!active) return null;
  const tabId = (tab: EntityTab) => `${idPrefix}-tab-${tab.id}`;

  return (
    <>
      <Tabs
        value={active.id}
        aria-label="Entity tabs"
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map(tab => (
          <Tab
            key={tab.id}
            id={tabId(tab)}
            value={tab.id}
            label={tab.title}
            component={RouterLink}
            to={tab.path ? `${baseUrl}/${tab.path}` : baseUrl}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={tabId(active)}>
        {/* Keyed so that a tab's state does not leak into the next one. */}
        <Suspense key={active.id} fallback={<Progress />}>
          {active.element}
        </Suspense>
      </Box>
    </>
  );
}
