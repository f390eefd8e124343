import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { isValidFeatureFlagName, type FeatureFlag } from './featureFlagName';

export const FEATURE_FLAGS_STORAGE_KEY = 'atrium.featureFlags';

interface FeatureFlagsValue {
  /** Flags the plugins declared with a valid name. */
  flags: FeatureFlag[];
  isActive(name: string): boolean;
  setActive(name: string, active: boolean): void;
}

const FeatureFlagsContext = createContext<FeatureFlagsValue | undefined>(undefined);

function readActive(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY) ?? '[]');
    return new Set(
      Array.isArray(stored) ? stored.filter((n): n is string => typeof n === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

/**
 * Feature flags kept in this browser (spec 001 §4: only active flags are saved). A flag with an
 * invalid name is left out, with a warning naming it, rather than breaking the app.
 */
export function FeatureFlagsProvider({
  flags,
  children,
}: {
  flags: FeatureFlag[];
  children: ReactNode;
}) {
  const [active, setActiveNames] = useState(readActive);
  const valid = useMemo(() => {
    const accepted: FeatureFlag[] = [];
    for (const flag of flags) {
      if (isValidFeatureFlagName(flag.name)) accepted.push(flag);
      else
        console.warn(
          `Feature flag '${flag.name}' was ignored: names are 3-150 lower-case letters, digits and hyphens, starting with a letter`,
        );
    }
    return accepted;
  }, [flags]);
  const setActive = useCallback((name: string, on: boolean) => {
    setActiveNames(current => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify([...next].sort()));
      return next;
    });
  }, []);
  const value = useMemo(
    () => ({ flags: valid, isActive: (name: string) => active.has(name), setActive }),
    [valid, active, setActive],
  );
  return <FeatureFlagsContext.Provider value={value}>{children}</FeatureFlagsContext.Provider>;
}

export function useFeatureFlags(): FeatureFlagsValue {
  const value = useContext(FeatureFlagsContext);
  if (!value) throw new Error('useFeatureFlags needs a FeatureFlagsProvider above it');
  return value;
}
