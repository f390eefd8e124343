import { errorResponse } from '@atrium/web-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHomeBackend, storedLayout, type HomeRoute } from '../../testing/createHomeBackend';
import { renderHome } from '../../testing/renderHome';
import type { HomeWidget } from '../../widgets/HomeWidget';
import { HomeDashboard, LAYOUT_LOAD_ERROR, LAYOUT_SAVE_ERROR } from './HomeDashboard';

function testWidget(id: string, title: string, inDefaultLayout = true): HomeWidget {
  return {
    id,
    title,
    defaultSize: { w: 6, h: 2 },
    minSize: { w: 2, h: 1 },
    inDefaultLayout,
    element: <p>{`${title} content`}</p>,
  };
}

const widgets = [
  testWidget('alpha', 'Alpha'),
  testWidget('beta', 'Beta'),
  testWidget('gamma', 'Gamma', false),
];
const LAYOUT = 'GET /user-settings/buckets/home/keys/layout';

function renderDashboard(routes: Record<string, HomeRoute> = {}) {
  const backend = createHomeBackend(routes);
  renderHome(<HomeDashboard widgets={widgets} />, { fetch: backend.fetch });
  return backend;
}

// Looked up without the visibility check of every element: with MUI's styles in jsdom that check
// makes each query slow, and these buttons are all visible.
const button = (name: string) => screen.getByRole('button', { name, hidden: true });
const findButton = (name: string) => screen.findByRole('button', { name, hidden: true });

/** The widget titles in the order the page lists them. */
async function widgetTitles() {
  await screen.findAllByRole('heading', { level: 2 });
  return screen.getAllByRole('heading', { level: 2 }).map(heading => heading.textContent);
}

describe('HomeDashboard', () => {
  it('shows the default widgets to someone who never saved a layout, without editing them', async () => {
    const backend = renderDashboard();
    expect(await widgetTitles()).toEqual(['Alpha', 'Beta']);
    expect(screen.getByRole('region', { name: 'Alpha' }).textContent).toContain('Alpha content');
    expect(screen.queryByRole('button', { name: 'Remove Alpha' })).toBeNull();
    expect(backend.savedLayouts()).toEqual([]);
  });

  it('moves, resizes and removes widgets in edit mode, saving each change', async () => {
    const user = userEvent.setup();
    const backend = renderDashboard();
    await user.click(await findButton('Edit'));

    expect(button('Move Alpha left')).toHaveProperty('disabled', true);
    await user.click(button('Make Alpha narrower'));
    await user.click(button('Move Beta left'));
    await user.click(button('Make Beta taller'));
    // The buttons work from the keyboard too.
    button('Remove Alpha').focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(backend.savedLayouts()).toHaveLength(4));
    expect(backend.savedLayouts()).toEqual([
      {
        widgets: [
          { id: 'alpha', x: 0, y: 0, w: 5, h: 2 },
          { id: 'beta', x: 6, y: 0, w: 6, h: 2 },
        ],
      },
      {
        widgets: [
          { id: 'alpha', x: 0, y: 0, w: 5, h: 2 },
          { id: 'beta', x: 5, y: 0, w: 6, h: 2 },
        ],
      },
      {
        widgets: [
          { id: 'alpha', x: 0, y: 0, w: 5, h: 2 },
          { id: 'beta', x: 5, y: 0, w: 6, h: 3 },
        ],
      },
      { widgets: [{ id: 'beta', x: 5, y: 0, w: 6, h: 3 }] },
    ]);
    expect(await widgetTitles()).toEqual(['Beta']);
  });

  it('moves a widget above the one over it and back below it', async () => {
    const user = userEvent.setup();
    const backend = renderDashboard({
      [LAYOUT]: storedLayout({
        widgets: [
          { id: 'alpha', x: 0, y: 0, w: 6, h: 2 },
          { id: 'beta', x: 0, y: 2, w: 6, h: 1 },
        ],
      }),
    });
    await user.click(await findButton('Edit'));
    expect(button('Move Alpha up')).toHaveProperty('disabled', true);
    expect(button('Move Beta down')).toHaveProperty('disabled', true);

    await user.click(button('Move Beta up'));
    expect(await widgetTitles()).toEqual(['Beta', 'Alpha']);
    await user.click(button('Move Beta down'));
    expect(await widgetTitles()).toEqual(['Alpha', 'Beta']);

    await waitFor(() => expect(backend.savedLayouts()).toHaveLength(2));
    expect(backend.savedLayouts()[0]).toEqual({
      widgets: [
        { id: 'alpha', x: 0, y: 1, w: 6, h: 2 },
        { id: 'beta', x: 0, y: 0, w: 6, h: 1 },
      ],
    });
  });

  it('adds a widget from those not on the grid, then restores the default', async () => {
    const user = userEvent.setup();
    const backend = renderDashboard();
    await user.click(await findButton('Edit'));

    await user.click(button('Add widget'));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map(item => item.textContent),
    ).toEqual(['Gamma']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Gamma' }));
    expect(await widgetTitles()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(button('Add widget')).toHaveProperty('disabled', true);

    await user.click(button('Restore default'));
    expect(await widgetTitles()).toEqual(['Alpha', 'Beta']);
    await waitFor(() => expect(backend.savedLayouts()).toHaveLength(2));
    expect(backend.savedLayouts()).toEqual([
      {
        widgets: [
          { id: 'alpha', x: 0, y: 0, w: 6, h: 2 },
          { id: 'beta', x: 6, y: 0, w: 6, h: 2 },
          { id: 'gamma', x: 0, y: 2, w: 6, h: 2 },
        ],
      },
      {
        widgets: [
          { id: 'alpha', x: 0, y: 0, w: 6, h: 2 },
          { id: 'beta', x: 6, y: 0, w: 6, h: 2 },
        ],
      },
    ]);

    await user.click(button('Done'));
    expect(screen.queryByRole('button', { name: 'Remove Alpha' })).toBeNull();
  });

  it('shows the saved layout, repairing one that names unknown widgets or bad sizes', async () => {
    const user = userEvent.setup();
    const backend = renderDashboard({
      [LAYOUT]: storedLayout({
        widgets: [
          { id: 'gamma', x: 0, y: 0, w: 40, h: 0 },
          { id: 'retired-widget', x: 0, y: 1, w: 4, h: 2 },
          { id: 'alpha', x: -2, y: 'top', w: 6, h: 2 },
        ],
      }),
    });
    expect(await widgetTitles()).toEqual(['Gamma', 'Alpha']);
    // The repaired layout is what the next change starts from.
    await user.click(button('Edit'));
    expect(button('Make Gamma shorter')).toHaveProperty('disabled', true);
    await user.click(button('Make Gamma narrower'));
    await waitFor(() => expect(backend.savedLayouts()).toHaveLength(1));
    expect(backend.savedLayouts()[0]).toEqual({
      widgets: [
        { id: 'gamma', x: 0, y: 0, w: 11, h: 1 },
        { id: 'alpha', x: 0, y: 1, w: 6, h: 2 },
      ],
    });
  });

  it('shows the default layout when the stored value is not a layout', async () => {
    renderDashboard({ [LAYOUT]: storedLayout('alpha,beta') });
    expect(await widgetTitles()).toEqual(['Alpha', 'Beta']);
  });

  it('says when the saved layout cannot be read, and offers no editing over it', async () => {
    renderDashboard({ [LAYOUT]: () => errorResponse(500, 'Error', 'Database unavailable') });
    expect(await screen.findByText(LAYOUT_LOAD_ERROR)).toBeDefined();
    expect(await widgetTitles()).toEqual(['Alpha', 'Beta']);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says when a change could not be saved', async () => {
    const user = userEvent.setup();
    renderDashboard({
      'PUT /user-settings/buckets/home/keys/layout': () =>
        errorResponse(500, 'Error', 'Database unavailable'),
    });
    await user.click(await findButton('Edit'));
    await user.click(button('Remove Beta'));
    expect(await screen.findByText(LAYOUT_SAVE_ERROR)).toBeDefined();
  });
});
