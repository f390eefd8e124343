import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootErrorPage } from './BootErrorPage';

describe('BootErrorPage', () => {
  it('explains a configuration load failure', () => {
    render(<BootErrorPage step="load-config" error={new Error('HTTP 502')} />);

    expect(screen.getByRole('alert').textContent).toBe(
      'The configuration failed to load, someone should have a look at this error: HTTP 502',
    );
  });

  it('explains a chunk load failure', () => {
    render(<BootErrorPage step="load-chunk" error={new Error('offline')} />);

    expect(screen.getByRole('alert').textContent).toBe(
      'Lazy loaded chunk failed to load, try to reload the page: offline',
    );
  });
});
