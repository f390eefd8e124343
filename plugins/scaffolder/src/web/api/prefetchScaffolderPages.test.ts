import { createApiClient, type SessionManager } from '@atrium/web-core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../testing/createFakeBackend';
import { prefetchTemplateWizardPage } from './prefetchScaffolderPages';
import { parameterSchemaQueryOptions } from './templatesQueries';

describe('prefetchTemplateWizardPage', () => {
  it('loads the parameter schema the wizard reads, the legacy route in the default namespace', async () => {
    const schema = { title: 'Docs', steps: [] };
    const backend = createFakeBackend({
      '/api/scaffolder/v2/templates/default/template/docs/parameter-schema': () => schema,
    });
    const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch });
    const queryClient = new QueryClient();
    await prefetchTemplateWizardPage({
      params: { templateName: 'docs' },
      searchParams: new URLSearchParams(),
      queryClient,
      api,
      sessions: {} as SessionManager,
    });
    expect(
      queryClient.getQueryData(
        parameterSchemaQueryOptions(api, { namespace: 'default', name: 'docs' }).queryKey,
      ),
    ).toEqual(schema);
  });
});
