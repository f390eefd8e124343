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
  /** When this changes (e.g. the URL), a caught error is cleared; the children stay mounted. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error?: Error;
  /** The resetKey the error was caught under. */
  errorKey?: string;
}

/**
 * Catches render errors below it (spec 001 §8 Error boundary, Chunk load failure). A class,
 * unlike the other components: React offers error boundaries only as class components. A
 * `resetKey` that changes on navigation keeps a broken page from staying broken on the next one,
 * without remounting pages that did not fail (a tab switch keeps its state).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {};

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): ErrorBoundaryState | null {
    if (!state.error) return null;
    if (state.errorKey === undefined) return { ...state, errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: undefined, errorKey: undefined };
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
