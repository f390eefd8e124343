import { createContext, useContext, type ReactNode } from 'react';
import type { UnregisterEntityOption } from './pages/EntityPage/EntityContextMenu/EntityContextMenu';

/** How an app sets up the catalog's pages (`createCatalogWebPlugin(options)`). */
export interface CatalogWebPluginOptions {
  /** How 'Unregister entity' is offered to those without the permission; default 'disable'. */
  unregisterEntity?: UnregisterEntityOption;
}

const CatalogOptionsContext = createContext<CatalogWebPluginOptions>({});

export interface CatalogOptionsProviderProps {
  options: CatalogWebPluginOptions;
  children: ReactNode;
}

/** Hands the plugin's options to its pages, which its routes render below this. */
export function CatalogOptionsProvider({ options, children }: CatalogOptionsProviderProps) {
  return (
    <CatalogOptionsContext.Provider value={options}>{children}</CatalogOptionsContext.Provider>
  );
}

export function useCatalogOptions(): CatalogWebPluginOptions {
  return useContext(CatalogOptionsContext);
}
