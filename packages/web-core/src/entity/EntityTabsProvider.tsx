import { createContext, useContext, type ReactNode } from 'react';
import type { EntityTab } from '../app/WebPlugin';

const EntityTabsContext = createContext<readonly EntityTab[]>([]);

export interface EntityTabsProviderProps {
  tabs: readonly EntityTab[];
  children: ReactNode;
}

/** Every plugin's entity-page tabs, collected by the app, for the entity page to lay out. */
export function EntityTabsProvider({ tabs, children }: EntityTabsProviderProps) {
  return <EntityTabsContext.Provider value={tabs}>{children}</EntityTabsContext.Provider>;
}

/** No provider means no plugin registered tabs, which is a valid app, hence no error. */
export function useEntityTabs(): readonly EntityTab[] {
  return useContext(EntityTabsContext);
}
