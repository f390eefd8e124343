import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { collectWebExtensions, type WebExtensions } from './collectWebExtensions';
import type { WebPlugin } from './WebPlugin';

// Without a provider no plugin contributed anything, which is a valid app, hence no error.
const WebExtensionsContext = createContext<WebExtensions>(collectWebExtensions([]));

export interface WebPluginsProviderProps {
  plugins: readonly WebPlugin[];
  children: ReactNode;
}

/** The app's plugins, so the shell and the pages that host extension points read their contributions. */
export function WebPluginsProvider({ plugins, children }: WebPluginsProviderProps) {
  const extensions = useMemo(() => collectWebExtensions(plugins), [plugins]);
  return (
    <WebExtensionsContext.Provider value={extensions}>{children}</WebExtensionsContext.Provider>
  );
}

/** What the plugins contribute: entity tabs, cards and menu items, settings tabs and cards, ... */
export function useWebExtensions(): WebExtensions {
  return useContext(WebExtensionsContext);
}
