import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppContextProvider, type FrontendConfig } from '../app/AppContext';
import { createApiClient } from '../client/createApiClient';

export const testFrontendConfig: FrontendConfig = {
  app: { title: 'Atrium', baseUrl: 'http://localhost:3000' },
  backend: { baseUrl: 'http://localhost:7007' },
  organization: { name: 'Velora' },
};

/** Renders with the app context; `fetch` answers the API calls the component makes. */
export function renderWithApp(
  ui: ReactElement,
  options: { fetch: typeof fetch; config?: FrontendConfig },
): RenderResult {
  const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch: options.fetch });
  return render(
    <AppContextProvider config={options.config ?? testFrontendConfig} api={api}>
      {ui}
    </AppContextProvider>,
  );
}
