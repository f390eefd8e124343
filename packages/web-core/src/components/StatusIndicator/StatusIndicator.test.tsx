import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  StatusAborted,
  StatusError,
  StatusOK,
  StatusPending,
  StatusRunning,
  StatusWarning,
  type StatusProps,
} from './StatusIndicator';

const cases: [string, ComponentType<StatusProps>][] = [
  ['ok', StatusOK],
  ['warning', StatusWarning],
  ['error', StatusError],
  ['pending', StatusPending],
  ['running', StatusRunning],
  ['aborted', StatusAborted],
];

describe('status indicators', () => {
  it.each(cases)('shows the %s icon with an accessible name and the label', (kind, Status) => {
    render(<Status>Build {kind}</Status>);

    expect(screen.getByRole('img', { name: `Status ${kind}` })).toBeDefined();
    expect(screen.getByText(`Build ${kind}`)).toBeDefined();
  });

  it('is named without a label', () => {
    render(<StatusError />);

    expect(screen.getByRole('img', { name: 'Status error' })).toBeDefined();
  });
});
