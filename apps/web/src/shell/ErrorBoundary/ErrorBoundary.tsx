import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorPanel } from '@atrium/web-core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BootErrorPage } from '../../boot/BootErrorPage';
import { isChunkLoadError } from '../../boot/isChunkLoadError';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Named in 'Please contact {channel} for help.' when set. */
  supportChannel?: string;
}

interface ErrorBoundaryState {
  error?: Error;
}

/**
 * Catches render errors below it (spec 001 §8 Error boundary, Chunk load failure). A class,
 * unlike the other components: React offers error boundaries only as class components. Give it a
 * `key` that changes on navigation so a broken page does not stay broken on the next one.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {};

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <BootErrorPage step="load-chunk" error={error} />;
    return (
      <Box sx={{ p: 3 }}>
        <ErrorPanel error={error} title="Something Went Wrong" />
        {/* Outside the panel, which starts collapsed, so the way to get help is always seen. */}
        {this.props.supportChannel && (
          <Typography sx={{ mt: 2 }}>
            Please contact {this.props.supportChannel} for help.
          </Typography>
        )}
      </Box>
    );
  }
}
