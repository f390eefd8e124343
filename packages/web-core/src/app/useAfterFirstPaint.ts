import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted it: secondary parts of
 * a page (filter panels, side cards) can wait a frame so its main content shows sooner.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
}
