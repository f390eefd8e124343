import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../shared/contract';
import { createNotificationsBackend } from '../testing/createNotificationsBackend';
import { renderNotifications } from '../testing/renderNotifications';
import { NotificationSettingsTab } from './NotificationSettingsTab';

const settings: NotificationSettings = {
  channels: [
    {
      id: 'Web',
      origins: [
        {
          id: 'plugin:scaffolder',
          enabled: true,
          topics: [
            { id: 'tasks', enabled: true },
            { id: 'templates', enabled: true },
          ],
        },
        { id: 'plugin:catalog', enabled: true },
      ],
    },
  ],
};

function renderTab() {
  const backend = createNotificationsBackend({
    'GET /settings': () => settings,
    'POST /settings': (_url, body) => body,
  });
  renderNotifications(<NotificationSettingsTab />, { fetch: backend.fetch });
  return backend;
}

const saved = (backend: ReturnType<typeof renderTab>) =>
  backend.requestsTo('POST', '/settings').map(request => request.body);

describe('NotificationSettingsTab', () => {
  it('saves an origin switched off', async () => {
    const user = userEvent.setup();
    const backend = renderTab();
    await user.click(await screen.findByRole('switch', { name: 'plugin:catalog' }));
    await waitFor(() =>
      expect(saved(backend)).toEqual([
        {
          channels: [
            {
              id: 'Web',
              origins: [settings.channels[0]!.origins[0], { id: 'plugin:catalog', enabled: false }],
            },
          ],
        },
      ]),
    );
    expect(screen.getByRole('switch', { name: 'plugin:catalog' })).toHaveProperty('checked', false);
  });

  it('saves a topic switched off, leaving the other topics on', async () => {
    const user = userEvent.setup();
    const backend = renderTab();
    await user.click(await screen.findByRole('switch', { name: 'plugin:scaffolder: templates' }));
    await waitFor(() => expect(saved(backend)).toHaveLength(1));
    expect(saved(backend)[0]).toMatchObject({
      channels: [
        {
          origins: [
            {
              id: 'plugin:scaffolder',
              enabled: true,
              topics: [
                { id: 'tasks', enabled: true },
                { id: 'templates', enabled: false },
              ],
            },
            { id: 'plugin:catalog', enabled: true },
          ],
        },
      ],
    });
  });
});
