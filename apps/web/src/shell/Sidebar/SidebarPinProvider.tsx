import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStoredValue, writeStoredValue } from '@atrium/plugin-user-settings/react';

export const sidebarPinStorageKey = 'atrium.sidebarPinned';

interface SidebarPin {
  pinned: boolean;
  setPinned: (pinned: boolean) => void;
}

const SidebarPinContext = createContext<SidebarPin | undefined>(undefined);

export interface SidebarPinProviderProps {
  children: ReactNode;
}

/**
 * The sidebar pin state, shared by the sidebar's toggle and the Settings page, kept in the browser
 * and pinned by default (spec 001 §9).
 */
export function SidebarPinProvider({ children }: SidebarPinProviderProps) {
  const [pinned, setPinnedState] = useState(
    () => readStoredValue(sidebarPinStorageKey) !== 'false',
  );

  const value = useMemo<SidebarPin>(
    () => ({
      pinned,
      setPinned: next => {
        writeStoredValue(sidebarPinStorageKey, String(next));
        setPinnedState(next);
      },
    }),
    [pinned],
  );

  return <SidebarPinContext.Provider value={value}>{children}</SidebarPinContext.Provider>;
}

export function useSidebarPin(): SidebarPin {
  const value = useContext(SidebarPinContext);
  if (!value) throw new Error('useSidebarPin needs a SidebarPinProvider above it');
  return value;
}
