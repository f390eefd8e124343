import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_NOTICE, REDIRECT_NOW } from '../../messages';
import { REDIRECT_DELAY_MS, RedirectNotice } from './RedirectNotice';

afterEach(() => vi.useRealTimers());

describe('RedirectNotice', () => {
  it('redirects after three seconds, not before', () => {
    vi.useFakeTimers();
    const onRedirect = vi.fn();
    render(<RedirectNotice onRedirect={onRedirect} />);
    expect(screen.getByRole('alert').textContent).toContain(REDIRECT_NOTICE);

    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1));
    expect(onRedirect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onRedirect).toHaveBeenCalledOnce();
  });

  it('redirects at once on request', () => {
    vi.useFakeTimers();
    const onRedirect = vi.fn();
    render(<RedirectNotice onRedirect={onRedirect} />);

    act(() => screen.getByRole('button', { name: REDIRECT_NOW }).click());

    expect(onRedirect).toHaveBeenCalledOnce();
  });
});
