import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Progress } from './Progress';

describe('Progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears only after 250 ms', () => {
    render(<Progress />);

    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeDefined();
  });

  it('never appears when unmounted before the delay', () => {
    const { unmount } = render(<Progress />);

    unmount();
    act(() => vi.advanceTimersByTime(1000));

    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('accepts its own name and delay', () => {
    render(<Progress delay={0} aria-label="Loading entities" />);

    act(() => vi.advanceTimersByTime(0));

    expect(screen.getByRole('progressbar', { name: 'Loading entities' })).toBeDefined();
  });
});
