import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  // React and the boundary log caught errors; keep the test output readable.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );

    expect(screen.getByText('Fine')).toBeDefined();
  });

  it('says something went wrong, with whom to contact', () => {
    render(
      <ErrorBoundary supportChannel="#atrium">
        <Throws error={new Error('boom')} />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('button', { name: /Something Went Wrong/ })).toBeDefined();
    expect(screen.getByText('Please contact #atrium for help.')).toBeDefined();
  });

  it('asks for a reload when a lazy chunk failed to load', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    render(
      <ErrorBoundary>
        <Throws error={error} />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('alert').textContent).toBe(
      'Lazy loaded chunk failed to load, try to reload the page: Failed to fetch dynamically imported module: /assets/x.js',
    );
  });
});

describe('ErrorBoundary resetKey', () => {
  function Flaky({ fail }: { fail: boolean }) {
    if (fail) throw new Error('Broken page');
    return <p>Working page</p>;
  }

  it('clears a caught error when the key changes, and keeps healthy children mounted', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Flaky fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something Went Wrong')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/a">
        <Flaky fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something Went Wrong')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/b">
        <Flaky fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Working page')).toBeTruthy();
    spy.mockRestore();
  });
});
