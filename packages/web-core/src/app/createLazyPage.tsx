import { lazy, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  /** Renders the page, suspending while its chunk loads unless `preload` has finished. */
  Page: ComponentType<P>;
  /** Loads the chunk ahead of rendering (the app does so for the route it starts on). */
  preload(): Promise<unknown>;
}

/**
 * A page in its own chunk that can also be loaded ahead of time. Once loaded it renders directly,
 * without suspending: React holds back content revealed soon after a Suspense fallback, so a page
 * whose code is already here would otherwise still wait behind a loading bar.
 */
export function createLazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      component => (loaded = component),
      (error: unknown) => {
        // A failed chunk may load on the next visit (spec 001 §8's chunk error page offers it).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return { Page, preload };
}
