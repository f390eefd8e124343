import {
  AppContextProvider,
  createApiClient,
  AlertsProvider,
  EntityPresentationProvider,
  EntityTabsProvider,
  FeatureFlagsProvider,
  StarredEntitiesProvider,
  type FrontendConfig,
  type WebPlugin,
} from '@atrium/web-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routing/AppRoutes';
import { basenameFromBaseUrl } from './routing/basenameFromBaseUrl';
import { AppShell } from './shell/AppShell';
import { ErrorBoundary } from './shell/ErrorBoundary/ErrorBoundary';
import { SidebarPinProvider } from './shell/Sidebar/SidebarPinProvider';
import { ThemePreferenceProvider } from './theme/ThemePreferenceProvider';

export interface AppProps {
  config: FrontendConfig;
  /** Passed in rather than imported so tests can use small fake plugins. */
  plugins: WebPlugin[];
}

export function App({ config, plugins }: AppProps) {
  const [queryClient] = useState(() => new QueryClient());
  const [api] = useState(() => createApiClient({ baseUrl: config.backend.baseUrl }));
  const navItems = plugins.flatMap(plugin => plugin.navItems ?? []);
  const entityTabs = useMemo(() => plugins.flatMap(plugin => plugin.entityTabs ?? []), [plugins]);
  const featureFlags = useMemo(
    () => plugins.flatMap(plugin => plugin.featureFlags ?? []),
    [plugins],
  );

  return (
    <ThemePreferenceProvider>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AppContextProvider config={config} api={api}>
            <StarredEntitiesProvider>
              <EntityPresentationProvider>
                <AlertsProvider>
                  <FeatureFlagsProvider flags={featureFlags}>
                    <SidebarPinProvider>
                      <EntityTabsProvider tabs={entityTabs}>
                        <BrowserRouter
                          basename={basenameFromBaseUrl(config.app.baseUrl) || undefined}
                        >
                          <AppShell navItems={navItems}>
                            <AppRoutes plugins={plugins} />
                          </AppShell>
                        </BrowserRouter>
                      </EntityTabsProvider>
                    </SidebarPinProvider>
                  </FeatureFlagsProvider>
                </AlertsProvider>
              </EntityPresentationProvider>
            </StarredEntitiesProvider>
          </AppContextProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemePreferenceProvider>
  );
}
