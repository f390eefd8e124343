import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEATURE_FLAGS_STORAGE_KEY,
  FeatureFlagsProvider,
  useFeatureFlags,
} from './FeatureFlagsProvider';

function Probe() {
  const { flags, isActive, setActive } = useFeatureFlags();
  return (
    <>
      <p>{flags.map(f => `${f.name}:${isActive(f.name) ? 'on' : 'off'}`).join(' ')}</p>
      <button type="button" onClick={() => setActive('new-layout', true)}>
        Activate
      </button>
      <button type="button" onClick={() => setActive('new-layout', false)}>
        Deactivate
      </button>
    </>
  );
}

describe('FeatureFlagsProvider', () => {
  beforeEach(() => localStorage.clear());

  it('saves only the active flags and leaves out invalid names', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <FeatureFlagsProvider
        flags={[{ name: 'new-layout' }, { name: 'Bad_Flag' }, { name: 'beta-docs' }]}
      >
        <Probe />
      </FeatureFlagsProvider>,
    );
    expect(screen.getByText('new-layout:off beta-docs:off')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'Bad_Flag'"));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.getByText('new-layout:on beta-docs:off')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY)!)).toEqual(['new-layout']);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(JSON.parse(localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY)!)).toEqual([]);
    warn.mockRestore();
  });
});
