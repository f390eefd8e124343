import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLazyPage } from './createLazyPage';

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('createLazyPage', () => {
  it('suspends while the chunk loads when it was not preloaded', async () => {
    const page = createLazyPage(async () => Hello);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Page name="Ada" />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeDefined();
  });

  it('renders at once, without a fallback, once preloaded; the chunk loads once', async () => {
    const load = vi.fn(async () => Hello);
    const page = createLazyPage(load);
    await Promise.all([page.preload(), page.preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Page name="Grace" />
      </Suspense>,
    );

    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeDefined();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Hello);
    const page = createLazyPage(load);

    await expect(page.preload()).rejects.toThrow('Failed to fetch');
    await expect(page.preload()).resolves.toBe(Hello);
  });
});
