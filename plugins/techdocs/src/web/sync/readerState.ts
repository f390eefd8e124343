/** Spec 001 §4 "Docs sync states": where the check for a newer build stands. */
export type SyncState =
  'CHECKING' | 'BUILDING' | 'BUILD_READY' | 'BUILD_READY_RELOAD' | 'UP_TO_DATE' | 'ERROR';

/** Spec 001 §4 "Derived docs view states": what the reader shows, from sync and content. */
export type ReaderViewState =
  | 'CHECKING'
  | 'INITIAL_BUILD'
  | 'CONTENT_STALE_REFRESHING'
  | 'CONTENT_STALE_READY'
  | 'CONTENT_STALE_ERROR'
  | 'CONTENT_FRESH'
  | 'CONTENT_NOT_FOUND';

/** How a sync ended: `updated` (a new build was published), `cached`, or anything else. */
export type SyncResult = 'updated' | 'cached' | (string & {}) | undefined;

export const UNEXPECTED_SYNC_RESULT = 'Unexpected return state';

/** Spec 001 §8 "Docs state": path, content, content error, sync error, build log lines. */
export interface ReaderState {
  syncState: SyncState;
  path: string;
  content?: string;
  contentLoading: boolean;
  contentError?: Error;
  syncError?: Error;
  buildLog: string[];
  /** Raised to load the page again (a newer build, the Refresh action). */
  contentVersion: number;
}

export type ReaderAction =
  | { type: 'syncStarted' }
  | { type: 'syncSlow' }
  | { type: 'log'; line: string }
  | { type: 'syncFinished'; result: SyncResult }
  | { type: 'syncFailed'; error: Error }
  | { type: 'contentRequested'; path: string }
  | { type: 'contentLoaded'; path: string; content: string }
  | { type: 'contentFailed'; path: string; error: Error }
  | { type: 'refresh' };

export function initialReaderState(path: string): ReaderState {
  return { syncState: 'CHECKING', path, contentLoading: true, buildLog: [], contentVersion: 0 };
}

export function readerReducer(state: ReaderState, action: ReaderAction): ReaderState {
  switch (action.type) {
    case 'syncStarted':
      return { ...state, syncState: 'CHECKING', syncError: undefined, buildLog: [] };
    case 'syncSlow':
      // Spec 001 §4: a sync still running after a second is taken to be building.
      return state.syncState === 'CHECKING' ? { ...state, syncState: 'BUILDING' } : state;
    case 'log':
      return { ...state, buildLog: [...state.buildLog, action.line] };
    case 'syncFinished':
      return afterSync(state, action.result);
    case 'syncFailed':
      return { ...state, syncState: 'ERROR', syncError: action.error };
    case 'contentRequested':
      return { ...state, path: action.path, contentLoading: true };
    case 'contentLoaded':
    case 'contentFailed': {
      // An answer for a page the reader has left since is dropped.
      if (action.path !== state.path) return state;
      const loaded = action.type === 'contentLoaded';
      return {
        ...state,
        contentLoading: false,
        content: loaded ? action.content : undefined,
        contentError: loaded ? undefined : action.error,
        syncState: state.syncState === 'BUILD_READY_RELOAD' ? 'UP_TO_DATE' : state.syncState,
      };
    }
    case 'refresh':
      return { ...state, syncState: 'UP_TO_DATE', contentVersion: state.contentVersion + 1 };
  }
}

function afterSync(state: ReaderState, result: SyncResult): ReaderState {
  if (result === 'cached') return { ...state, syncState: 'UP_TO_DATE' };
  if (result === 'updated') {
    // With a page on screen the reader offers the new build; without one it loads it at once.
    return state.content !== undefined
      ? { ...state, syncState: 'BUILD_READY' }
      : { ...state, syncState: 'BUILD_READY_RELOAD', contentVersion: state.contentVersion + 1 };
  }
  return { ...state, syncState: 'ERROR', syncError: new Error(UNEXPECTED_SYNC_RESULT) };
}

export function readerViewState(state: ReaderState): ReaderViewState {
  const { syncState, content, contentLoading } = state;
  if (contentLoading || syncState === 'BUILD_READY_RELOAD') return 'CHECKING';
  if (content === undefined) {
    if (syncState === 'CHECKING') return 'CHECKING';
    if (syncState === 'BUILDING') return 'INITIAL_BUILD';
    return 'CONTENT_NOT_FOUND';
  }
  if (syncState === 'BUILDING') return 'CONTENT_STALE_REFRESHING';
  if (syncState === 'BUILD_READY') return 'CONTENT_STALE_READY';
  if (syncState === 'ERROR') return 'CONTENT_STALE_ERROR';
  return 'CONTENT_FRESH';
}
