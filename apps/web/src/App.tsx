import { StarredEntitiesProvider } from '@atrium/plugin-user-settings/react';
import {
  AppContextProvider,
  AlertsProvider,
  AutoLogout,
  collectWebExtensions,
  createAppClients,
  EntityPresentationProvider,
  FeatureFlagsProvider,
  IdentityProvider,
  LoginRequestsDialog,
  useAfterFirstPaint,
  WebPluginsProvider,
  type AppClients,
  type FrontendConfig,
  type WebPlugin,
} from '@atrium/web-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { takeEarlySession } from './boot/earlySession';
import { AppRoutes } from './routing/AppRoutes';
import { basenameFromBaseUrl } from './routing/basenameFromBaseUrl';
import { AppShell } from './shell/AppShell';
import { ErrorBoundary } from './shell/ErrorBoundary/ErrorBoundary';
import { SidebarPinProvider } from './shell/Sidebar/SidebarPinProvider';
import { SignInGate } from './shell/SignInGate';
import { ThemePreferenceProvider } from './theme/ThemePreferenceProvider';

export interface AppProps {
  config: FrontendConfig;
  /** Passed in rather than imported so tests can use small fake plugins. */
  plugins: WebPlugin[];
  /** Made by the boot when it prefetched the first page; created here otherwise. */
  clients?: AppClients;
}

export function App({ config, plugins, clients }: AppProps) {
  const extensions = useMemo(() => collectWebExtensions(plugins), [plugins]);
  const [
    { queryClient, api, permissions, sessions, authProviders, loginRequests, errors, pageShown },
  ] = useState(
    () =>
      clients ??
      createAppClients(config, {
        signInProviders: extensions.signInProviders,
        takeEarlySession,
      }),
  );
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) pageShown();
  }, [painted, pageShown]);

  return (
    <ThemePreferenceProvider>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AppContextProvider config={config} api={api} permissions={permissions}>
            <WebPluginsProvider plugins={plugins}>
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
                        <FeatureFlagsProvider flags={extensions.featureFlags}>
                          <SidebarPinProvider>
                            <BrowserRouter
                              basename={basenameFromBaseUrl(config.app.baseUrl) || undefined}
                            >
                              <AppShell navItems={extensions.navItems}>
                                <AppRoutes plugins={plugins} />
                              </AppShell>
                              {extensions.appElements.map(({ id, element }) => (
                                <Fragment key={id}>{element}</Fragment>
                              ))}
                            </BrowserRouter>
                          </SidebarPinProvider>
                        </FeatureFlagsProvider>
                      </EntityPresentationProvider>
                    </StarredEntitiesProvider>
                  </SignInGate>
                  <LoginRequestsDialog />
                </AlertsProvider>
              </IdentityProvider>
            </WebPluginsProvider>
          </AppContextProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemePreferenceProvider>
  );
}
