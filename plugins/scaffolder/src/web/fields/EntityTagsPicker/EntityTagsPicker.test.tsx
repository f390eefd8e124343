import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { readFormData, renderField } from '../../testing/renderField';
import { SCAFFOLDER_TAG_MESSAGE } from './tagRules';

describe('EntityTagsPicker', () => {
  it('adds typed tags normalised, once, and marks an invalid one as error', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({
      '/api/catalog/entity-facets': () => ({
        facets: { 'metadata.tags': [{ value: 'java', count: 3 }] },
      }),
    });
    renderField({
      field: { type: 'array', title: 'Tags', items: { type: 'string' } },
      uiSchema: { 'ui:field': 'EntityTagsPicker', 'ui:options': { kinds: ['Component'] } },
      fetch: backend.fetch,
    });
    const input = screen.getByRole('combobox', { name: 'Tags' });

    await user.type(input, ' Node {Enter}');
    await user.type(input, 'NODE{Enter}');
    expect(readFormData().field).toEqual(['node']);

    await user.type(input, 'not valid{Enter}');
    expect(readFormData().field).toEqual(['node']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(SCAFFOLDER_TAG_MESSAGE)).toBeDefined();
    expect((input as HTMLInputElement).value).toBe('not valid');

    await user.clear(input);
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'java' }));
    expect(readFormData().field).toEqual(['node', 'java']);
    const facetRequest = backend.requestsTo('/api/catalog/entity-facets')[0]!.url.searchParams;
    expect(facetRequest.get('filter')).toBe('kind=Component');
  });
});
