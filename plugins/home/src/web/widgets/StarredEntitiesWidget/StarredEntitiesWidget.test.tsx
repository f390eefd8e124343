import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHomeBackend } from '../../testing/createHomeBackend';
import { renderHome } from '../../testing/renderHome';
import { NO_STARRED_ENTITIES, StarredEntitiesWidget } from './StarredEntitiesWidget';

describe('StarredEntitiesWidget', () => {
  it('links to each starred entity', () => {
    renderHome(<StarredEntitiesWidget />, {
      fetch: createHomeBackend().fetch,
      starred: ['system:default/rides', 'component:default/rides-service'],
    });

    const links = screen.getAllByRole('link');
    expect(links.map(link => [link.textContent, link.getAttribute('href')])).toEqual([
      ['rides-service', '/catalog/default/component/rides-service'],
      ['system:rides', '/catalog/default/system/rides'],
    ]);
  });

  it('says how to star one when there are none', () => {
    renderHome(<StarredEntitiesWidget />, { fetch: createHomeBackend().fetch });
    expect(screen.getByText(NO_STARRED_ENTITIES)).toBeDefined();
  });
});
