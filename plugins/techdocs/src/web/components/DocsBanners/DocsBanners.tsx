import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import {
  BUILD_FAILED_MESSAGE,
  INITIAL_BUILD_MESSAGE,
  READY_MESSAGE,
  REFRESHING_MESSAGE,
  SHOW_BUILD_LOGS,
} from '../../messages';
import type { ReaderViewState } from '../../sync/readerState';
import { BuildLogsDrawer } from './BuildLogsDrawer';

export interface DocsBannersProps {
  viewState: ReaderViewState;
  buildLog: readonly string[];
  syncError?: Error;
  /** Loads the newer build (the ready banner's action). */
  onRefresh(): void;
}

/** Spec 001 §4 "Docs banners": what the sync is doing to the page shown, above it. */
export function DocsBanners({ viewState, buildLog, syncError, onRefresh }: DocsBannersProps) {
  const [logsOpen, setLogsOpen] = useState(false);
  const logsButton = (
    <Button color="inherit" size="small" onClick={() => setLogsOpen(true)}>
      {SHOW_BUILD_LOGS}
    </Button>
  );
  const banner = (severity: 'info' | 'error', message: ReactNode, action: ReactNode) => (
    <Alert severity={severity} action={action} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );

  function bannerFor(state: ReaderViewState): ReactNode {
    switch (state) {
      case 'INITIAL_BUILD':
        return banner('info', INITIAL_BUILD_MESSAGE, logsButton);
      case 'CONTENT_STALE_REFRESHING':
        return banner('info', REFRESHING_MESSAGE, logsButton);
      case 'CONTENT_STALE_READY':
        return banner(
          'info',
          READY_MESSAGE,
          <Button color="inherit" size="small" onClick={onRefresh}>
            Refresh
          </Button>,
        );
      case 'CONTENT_STALE_ERROR':
        return banner(
          'error',
          <>
            {BUILD_FAILED_MESSAGE} {syncError?.message}
          </>,
          logsButton,
        );
      default:
        return undefined;
    }
  }

  const content = bannerFor(viewState);
  if (content === undefined) return null;
  return (
    <Box>
      {content}
      <BuildLogsDrawer open={logsOpen} lines={buildLog} onClose={() => setLogsOpen(false)} />
    </Box>
  );
}
