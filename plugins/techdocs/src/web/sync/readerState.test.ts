import { describe, expect, it } from 'vitest';
import {
  initialReaderState,
  readerReducer,
  readerViewState,
  UNEXPECTED_SYNC_RESULT,
  type ReaderAction,
  type ReaderState,
} from './readerState';

function run(...actions: ReaderAction[]): ReaderState {
  return actions.reduce(readerReducer, initialReaderState('guide'));
}

const loaded: ReaderAction = { type: 'contentLoaded', path: 'guide', content: '<html></html>' };
const missing: ReaderAction = {
  type: 'contentFailed',
  path: 'guide',
  error: new Error('Page not found'),
};

describe('readerReducer', () => {
  it('checks while the page and the sync are both pending', () => {
    const state = run({ type: 'syncStarted' });
    expect(state.syncState).toBe('CHECKING');
    expect(readerViewState(state)).toBe('CHECKING');
  });

  it('enters BUILDING only from CHECKING when the sync is slow', () => {
    expect(run({ type: 'syncSlow' }).syncState).toBe('BUILDING');
    expect(run({ type: 'syncFinished', result: 'cached' }, { type: 'syncSlow' }).syncState).toBe(
      'UP_TO_DATE',
    );
  });

  it('shows a page as fresh when the sync found it cached', () => {
    const state = run(loaded, { type: 'syncFinished', result: 'cached' });
    expect(state.syncState).toBe('UP_TO_DATE');
    expect(readerViewState(state)).toBe('CONTENT_FRESH');
  });

  it('offers a newer build when one was published while a page is shown', () => {
    const refreshing = run(loaded, { type: 'syncSlow' });
    expect(readerViewState(refreshing)).toBe('CONTENT_STALE_REFRESHING');

    const ready = readerReducer(refreshing, { type: 'syncFinished', result: 'updated' });
    expect(ready.syncState).toBe('BUILD_READY');
    expect(ready.contentVersion).toBe(0);
    expect(readerViewState(ready)).toBe('CONTENT_STALE_READY');

    const refreshed = readerReducer(ready, { type: 'refresh' });
    expect(refreshed.syncState).toBe('UP_TO_DATE');
    expect(refreshed.contentVersion).toBe(1);
  });

  it('builds for the first time, then reloads the page without asking', () => {
    const building = run(missing, { type: 'syncSlow' });
    expect(readerViewState(building)).toBe('INITIAL_BUILD');

    const reloading = readerReducer(building, { type: 'syncFinished', result: 'updated' });
    expect(reloading.syncState).toBe('BUILD_READY_RELOAD');
    expect(reloading.contentVersion).toBe(1);
    expect(readerViewState(reloading)).toBe('CHECKING');

    const shown = [{ type: 'contentRequested', path: 'guide' } as const, loaded].reduce(
      readerReducer,
      reloading,
    );
    expect(shown.syncState).toBe('UP_TO_DATE');
    expect(readerViewState(shown)).toBe('CONTENT_FRESH');
  });

  it('keeps the page shown when the sync fails, and says so', () => {
    const error = new Error('Build failed');
    const state = run(loaded, { type: 'syncFailed', error });
    expect(state.syncError).toBe(error);
    expect(readerViewState(state)).toBe('CONTENT_STALE_ERROR');
  });

  it.each([['something'], [undefined]])('calls a sync result of %s unexpected', result => {
    const state = run(loaded, { type: 'syncFinished', result });
    expect(state.syncState).toBe('ERROR');
    expect(state.syncError?.message).toBe(UNEXPECTED_SYNC_RESULT);
  });

  it('finds no content when the page is missing and nothing is being built', () => {
    expect(readerViewState(run(missing, { type: 'syncFinished', result: 'cached' }))).toBe(
      'CONTENT_NOT_FOUND',
    );
  });

  it('drops an answer for a page the reader has left', () => {
    const state = run({ type: 'contentRequested', path: 'other' }, loaded);
    expect(state.contentLoading).toBe(true);
    expect(state.content).toBeUndefined();
  });

  it('collects the build log and starts a new one with each sync', () => {
    const state = run({ type: 'log', line: 'one' }, { type: 'log', line: 'two' });
    expect(state.buildLog).toEqual(['one', 'two']);
    expect(readerReducer(state, { type: 'syncStarted' }).buildLog).toEqual([]);
  });
});
