import { useState } from 'react';

/**
 * True from the first render at which `value` is true, and from then on: for parts loaded or
 * mounted on first use (a dialog's chunk) that stay mounted afterwards.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  // Adjusting state while rendering (React's documented pattern) avoids an extra commit.
  if (value && !hasBeen) setHasBeen(true);
  return hasBeen || value;
}
