import Alert from '@mui/material/Alert';
import { Component, type ReactNode } from 'react';

interface PreviewErrorBoundaryProps {
  /** A new key (the edited text) clears a shown error and tries again. */
  resetKey: string;
  children: ReactNode;
}

interface PreviewErrorBoundaryState {
  error?: Error;
  resetKey: string;
}

/**
 * A schema being typed is often half-written; the form library may throw on one. The preview
 * then shows the error where the form was, and the next edit tries again.
 */
export class PreviewErrorBoundary extends Component<
  PreviewErrorBoundaryProps,
  PreviewErrorBoundaryState
> {
  override state: PreviewErrorBoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PreviewErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: PreviewErrorBoundaryProps,
    state: PreviewErrorBoundaryState,
  ): Partial<PreviewErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error) {
      return (
        <Alert severity="error" role="alert">
          The form cannot be shown: {this.state.error.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}
