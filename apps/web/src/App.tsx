import {
  AppContextProvider,
  AlertsProvider,
  AutoLogout,
  EntityPresentationProvider,
  EntityTabsProvider,
  FeatureFlagsProvider,
  IdentityProvider,
  LoginRequestsDialog,
  StarredEntitiesProvider,
  useAfterFirstPaint,
  type FrontendConfig,
  type WebPlugin,
} from '@atrium/web-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createAppClients, type AppClients } from './boot/createAppClients';
import { SignInGate } from './pages/SignInPage/SignInGate';
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
  /** Made by the boot when it prefetched the first page; created here otherwise. */
  clients?: AppClients;
}

export function App({ config, plugins, clients }: AppProps) {
  const [
    { queryClient, api, permissions, sessions, authProviders, loginRequests, errors, pageShown },
  ] = useState(() => clients ?? createAppClients(config));
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) pageShown();
  }, [painted, pageShown]);
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
          <AppContextProvider config={config} api={api} permissions={permissions}>
            <IdentityProvider
              sessions={sessions}
              authProviders={authProviders}
              loginRequests={loginRequests}
            >
              {/* Above the gate: sign-in failures are alerts too (spec 000 §8). */}
              <AlertsProvider errors={errors}>
                <SignInGate>
                  <AutoLogout />
                  <StarredEntitiesProvider>
                    <EntityPresentationProvider>
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
                    </EntityPresentationProvider>
                  </StarredEntitiesProvider>
                </SignInGate>
                <LoginRequestsDialog />
              </AlertsProvider>
            </IdentityProvider>
          </AppContextProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemePreferenceProvider>
  );
}
