import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { editCode, editorView } from '../../testing/codeEditor';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { CustomFieldExplorerPage } from './CustomFieldExplorerPage';

function setOptions(text: string) {
  editCode('Field options', text);
}

function renderExplorer() {
  renderScaffolderRoute(<CustomFieldExplorerPage />, {
    path: '/create/custom-fields',
    url: '/create/custom-fields',
    fetch: createFakeBackend({
      '/api/catalog/entity-facets': () => ({ facets: { 'metadata.tags': [] } }),
    }).fetch,
  });
}

describe('CustomFieldExplorerPage', () => {
  it('renders the chosen extension again when its options change, and shows its form data', async () => {
    const user = userEvent.setup({ delay: null });
    renderExplorer();
    await user.click(screen.getByRole('combobox', { name: 'Field extension' }));
    await user.click(screen.getByRole('option', { name: 'EntityTagsPicker' }));
    const preview = screen.getByRole('region', { name: 'Field preview' });
    expect(within(preview).getByText('Add tags that describe the component')).toBeDefined();

    setOptions('helperText: Tags, lower case\n');
    expect(await within(preview).findByText('Tags, lower case')).toBeDefined();

    setOptions('helperText: [unclosed\n');
    expect(await screen.findByRole('alert')).toBeDefined();
    // The last good options stay in use while the text is broken.
    expect(within(preview).getByText('Tags, lower case')).toBeDefined();

    await user.type(
      within(preview).getByRole('combobox', { name: /EntityTagsPicker/ }),
      'web{Enter}',
    );
    expect(JSON.parse(screen.getByLabelText('Form data').textContent ?? '')).toEqual({
      EntityTagsPicker: ['web'],
    });
  });

  it('starts each extension with example options', async () => {
    const user = userEvent.setup({ delay: null });
    renderExplorer();
    await user.click(screen.getByRole('combobox', { name: 'Field extension' }));
    await user.click(screen.getByRole('option', { name: 'RepoUrlPicker' }));
    expect(editorView('Field options').state.doc.toString()).toContain('allowedHosts');
  });
});
