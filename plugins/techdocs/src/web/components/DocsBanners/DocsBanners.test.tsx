import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BUILD_FAILED_MESSAGE,
  INITIAL_BUILD_MESSAGE,
  READY_MESSAGE,
  REFRESHING_MESSAGE,
  SHOW_BUILD_LOGS,
  WAITING_FOR_LOGS,
} from '../../messages';
import type { ReaderViewState } from '../../sync/readerState';
import { DocsBanners } from './DocsBanners';

function renderBanners(
  viewState: ReaderViewState,
  extra: { buildLog?: string[]; syncError?: Error } = {},
) {
  const onRefresh = vi.fn();
  render(
    <DocsBanners
      viewState={viewState}
      buildLog={extra.buildLog ?? []}
      syncError={extra.syncError}
      onRefresh={onRefresh}
    />,
  );
  return { onRefresh };
}

describe('DocsBanners', () => {
  it.each([
    ['INITIAL_BUILD', INITIAL_BUILD_MESSAGE],
    ['CONTENT_STALE_REFRESHING', REFRESHING_MESSAGE],
  ] as const)('tells that %s, with the build logs at hand', (state, message) => {
    renderBanners(state);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('button', { name: SHOW_BUILD_LOGS })).toBeDefined();
  });

  it('offers to show a newer build', async () => {
    const { onRefresh } = renderBanners('CONTENT_STALE_READY');
    expect(screen.getByRole('alert').textContent).toContain(READY_MESSAGE);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));

    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('says a newer build failed, and why', () => {
    renderBanners('CONTENT_STALE_ERROR', { syncError: new Error('mkdocs.yml not found') });
    expect(screen.getByRole('alert').textContent).toContain(
      `${BUILD_FAILED_MESSAGE} mkdocs.yml not found`,
    );
  });

  it.each([['CHECKING'], ['CONTENT_FRESH'], ['CONTENT_NOT_FOUND']] as const)(
    'shows nothing when %s',
    state => {
      renderBanners(state);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('opens the build logs in a drawer, waiting for them while there are none', async () => {
    const user = userEvent.setup();
    renderBanners('INITIAL_BUILD');

    await user.click(screen.getByRole('button', { name: SHOW_BUILD_LOGS }));

    expect(screen.getByLabelText('Build log').textContent).toBe(WAITING_FOR_LOGS);
    await user.click(screen.getByRole('button', { name: 'Close the build logs' }));
    // The drawer slides out before it leaves the document.
    await waitFor(() => expect(screen.queryByLabelText('Build log')).toBeNull());
  });

  it('lists the log lines in the drawer', async () => {
    renderBanners('CONTENT_STALE_REFRESHING', {
      buildLog: ['Reading mkdocs.yml', 'Built 3 pages'],
    });

    await userEvent.setup().click(screen.getByRole('button', { name: SHOW_BUILD_LOGS }));

    expect(screen.getByLabelText('Build log').textContent).toBe(
      'Reading mkdocs.yml\nBuilt 3 pages',
    );
  });
});
