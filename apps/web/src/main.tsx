import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BootErrorPage } from './boot/BootErrorPage';
import { loadFrontendConfig } from './boot/loadFrontendConfig';
import { plugins } from './plugins';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The server answers app-config.json at the app's base path, and this entry chunk is served one
// directory below it (assets/ when built, src/ in development). Resolving against the page URL
// instead would miss on deep links such as /catalog/default/component/web, where no <base> is set.
loadFrontendConfig({ url: new URL('../app-config.json', import.meta.url) }).then(
  config =>
    root.render(
      <StrictMode>
        <App config={config} plugins={plugins} />
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <BootErrorPage
        step="load-config"
        error={error instanceof Error ? error : new Error(String(error))}
      />,
    ),
);
