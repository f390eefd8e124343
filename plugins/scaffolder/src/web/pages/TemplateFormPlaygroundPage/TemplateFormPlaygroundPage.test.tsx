import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editCode, editorView } from '../../testing/codeEditor';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { templateEntity } from '../../testing/fixtures';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { TemplateFormPlaygroundPage } from './TemplateFormPlaygroundPage';

function renderPlayground() {
  const library = templateEntity('library', { title: 'Library' });
  library.spec = {
    ...library.spec,
    parameters: [
      { title: 'Package', properties: { packageName: { title: 'Package name', type: 'string' } } },
    ],
  };
  const backend = createFakeBackend({
    '/api/catalog/entities/by-query': () => ({ items: [library], totalItems: 1, pageInfo: {} }),
  });
  renderScaffolderRoute(<TemplateFormPlaygroundPage />, {
    path: '/create/template-form',
    url: '/create/template-form',
    fetch: backend.fetch,
  });
  return backend;
}

describe('TemplateFormPlaygroundPage', () => {
  it('loads a catalog template’s parameters into the editor and renders its form', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderPlayground();
    const preview = screen.getByRole('region', { name: 'Form preview' });
    expect(within(preview).getByRole('textbox', { name: /Name/ })).toBeDefined();

    const select = screen.getByRole('combobox', { name: 'Load an existing template' });
    await expect.poll(() => select.getAttribute('aria-disabled')).toBeNull();
    const filters = backend
      .requestsTo('/api/catalog/entities/by-query')
      .map(request => request.url.searchParams.get('filter'));
    expect(filters).toContain('kind=template');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Library' }));
    expect(editorView('Template parameters').state.doc.toString()).toContain('packageName');
    await user.type(within(preview).getByRole('textbox', { name: 'Package name' }), 'left-pad');
    expect(JSON.parse(screen.getByLabelText('Form data').textContent ?? '')).toEqual({
      packageName: 'left-pad',
    });
  });

  it('shows parse errors beside the editor and recovers on the next good edit', async () => {
    renderPlayground();
    editCode('Template parameters', '- title: Broken\n  properties: {name: [\n');
    const preview = screen.getByRole('region', { name: 'Form preview' });
    expect(await within(preview).findByRole('alert')).toBeDefined();

    editCode(
      'Template parameters',
      'apiVersion: scaffolder.backstage.io/v1beta3\nkind: Template\nspec:\n  parameters:\n    properties:\n      team: { title: Team, type: string }\n',
    );
    expect(await within(preview).findByRole('textbox', { name: 'Team' })).toBeDefined();
    expect(within(preview).queryByRole('alert')).toBeNull();
  });
});
