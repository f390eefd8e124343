import { collectWebExtensions, createAppClients } from '@atrium/web-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BootErrorPage } from './boot/BootErrorPage';
import { takeEarlySession } from './boot/earlySession';
import { loadFrontendConfig } from './boot/loadFrontendConfig';
import { startInitialRoute } from './boot/startInitialRoute';
import { plugins } from './plugins';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const { signInProviders } = collectWebExtensions(plugins);

// The page carries its configuration. Without it (the Vite dev server) it is fetched: the server
// answers app-config.json at the app's base path, and this entry chunk is served one directory
// below it (assets/ when built, src/ in development). Resolving against the page URL instead
// would miss on deep links such as /catalog/default/component/web, where no <base> is set.
loadFrontendConfig({ url: new URL('../app-config.json', import.meta.url) }).then(
  async config => {
    const clients = createAppClients(config, { signInProviders, takeEarlySession });
    // The sign-in that needs no choice starts now, alongside the first page's code and data (whose
    // calls wait for its token): the first render is then the page, not the sign-in page.
    const provider = signInProviders?.automaticProvider(config);
    const preloadSignInPage = () => signInProviders?.page.preload().catch(() => undefined);
    // Without a sign-in, the first page is the sign-in page: its chunk loads meanwhile.
    const signedIn = provider
      ? clients.sessions.signIn(provider).then(
          () => signInProviders?.rememberProvider(provider),
          // The sign-in page tries again and shows why it failed.
          preloadSignInPage,
        )
      : preloadSignInPage();
    await Promise.all([
      startInitialRoute({
        plugins,
        config,
        clients,
        location: window.location,
        signingIn: provider ? signedIn : undefined,
      }),
      signedIn,
    ]);
    root.render(
      <StrictMode>
        <App config={config} plugins={plugins} clients={clients} />
      </StrictMode>,
    );
  },
  (error: unknown) =>
    root.render(
      <BootErrorPage
        step="load-config"
        error={error instanceof Error ? error : new Error(String(error))}
      />,
    ),
);
