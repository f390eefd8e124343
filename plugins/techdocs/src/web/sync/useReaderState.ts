import type { CompoundEntityRef } from '@atrium/model';
import { useApiClient } from '@atrium/web-core';
import { useCallback, useEffect, useReducer } from 'react';
import { ensureDocsCookie, getDocsPage } from '../api';
import {
  initialReaderState,
  readerReducer,
  readerViewState,
  type ReaderState,
  type ReaderViewState,
} from './readerState';
import { runDocsSync } from './runDocsSync';

/** Spec 001 §9: a sync still running after this long shows the building banners. */
export const BUILDING_DELAY_MS = 1000;

export interface ReaderStateResult extends ReaderState {
  viewState: ReaderViewState;
  /** Loads the newer build the ready banner offers. */
  refresh(): void;
}

/**
 * The reader's state for one entity's docs: a sync on opening them (one per entity, not per page)
 * and the page at `path`, loaded again when the sync published a newer build.
 */
export function useReaderState(entity: CompoundEntityRef, path: string): ReaderStateResult {
  const api = useApiClient();
  const [state, dispatch] = useReducer(readerReducer, path, initialReaderState);
  const { namespace, kind, name } = entity;

  useEffect(() => {
    const controller = new AbortController();
    const ref = { namespace, kind, name };
    dispatch({ type: 'syncStarted' });
    const slow = setTimeout(() => dispatch({ type: 'syncSlow' }), BUILDING_DELAY_MS);
    runDocsSync({
      api,
      entity: ref,
      signal: controller.signal,
      onLog: line => dispatch({ type: 'log', line }),
    })
      .then(result => {
        if (!controller.signal.aborted) dispatch({ type: 'syncFinished', result });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'syncFailed', error: asError(error) });
      })
      .finally(() => clearTimeout(slow));
    return () => {
      controller.abort();
      clearTimeout(slow);
    };
  }, [api, namespace, kind, name]);

  const { contentVersion } = state;
  useEffect(() => {
    const controller = new AbortController();
    const ref = { namespace, kind, name };
    dispatch({ type: 'contentRequested', path });
    // The cookie is asked for first: images in the page load with it as soon as it renders.
    Promise.all([getDocsPage(api, ref, path, controller.signal), ensureDocsCookie(api)])
      .then(([content]) => {
        if (!controller.signal.aborted) dispatch({ type: 'contentLoaded', path, content });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          dispatch({ type: 'contentFailed', path, error: asError(error) });
      });
    return () => controller.abort();
  }, [api, namespace, kind, name, path, contentVersion]);

  const refresh = useCallback(() => dispatch({ type: 'refresh' }), []);
  return { ...state, viewState: readerViewState(state), refresh };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
