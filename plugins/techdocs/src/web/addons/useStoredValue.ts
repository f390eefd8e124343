import { useCallback, useState } from 'react';

/**
 * A setting remembered in this browser's localStorage. A stored value `isValid` refuses (edited
 * by hand, left by an older version) is taken as absent; storage that refuses to write (private
 * mode, full) only loses the memory, not the setting.
 */
export function useStoredValue<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      return isValid(stored) ? stored : fallback;
    } catch {
      return fallback;
    }
  });
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Not remembered; the page still uses it.
      }
    },
    [key],
  );
  return [value, store];
}
