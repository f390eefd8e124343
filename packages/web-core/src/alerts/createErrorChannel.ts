/** Errors that happen away from any page (background refreshes), for the app to show. */
export interface ErrorChannel {
  /** `hidden` errors are only logged, not shown (spec 001 §8 "unless hidden"). */
  post(error: Error, options?: { hidden?: boolean }): void;
  subscribe(listener: (error: Error) => void): () => void;
}

export function createErrorChannel(): ErrorChannel {
  const listeners = new Set<(error: Error) => void>();
  return {
    post(error, { hidden = false } = {}) {
      console.error('Error posted', error);
      if (hidden) return;
      for (const listener of listeners) listener(error);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
