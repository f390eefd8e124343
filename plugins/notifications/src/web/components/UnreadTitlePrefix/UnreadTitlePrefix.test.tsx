import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createNotificationsBackend } from '../../testing/createNotificationsBackend';
import { renderNotifications } from '../../testing/renderNotifications';
import { UnreadTitlePrefix } from './UnreadTitlePrefix';

function renderPrefix(unread: number) {
  const backend = createNotificationsBackend({ 'GET /status': () => ({ unread, read: 1 }) });
  return renderNotifications(<UnreadTitlePrefix />, { fetch: backend.fetch });
}

beforeEach(() => {
  document.title = 'Atrium';
});

describe('UnreadTitlePrefix', () => {
  it("prefixes the title with '(n) ', again after a page sets its own, and restores it", async () => {
    const { unmount } = renderPrefix(5);
    await waitFor(() => expect(document.title).toBe('(5) Atrium'));

    document.title = 'Docs | Atrium';
    await waitFor(() => expect(document.title).toBe('(5) Docs | Atrium'));

    unmount();
    expect(document.title).toBe('Docs | Atrium');
  });

  it('leaves the title alone when nothing is unread', async () => {
    const { queryClient } = renderPrefix(0);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(document.title).toBe('Atrium');
  });
});
