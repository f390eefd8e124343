import CssBaseline from '@mui/material/CssBaseline';
import { AtriumGlobalStyles } from '@atrium/web-core';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStoredValue, writeStoredValue } from '@atrium/plugin-user-settings/react';
import { darkTheme, lightTheme } from './themes';

export type ThemeChoice = 'light' | 'dark' | 'auto';

export const themeStorageKey = 'atrium.theme';

interface ThemePreference {
  choice: ThemeChoice;
  setChoice: (choice: ThemeChoice) => void;
}

const ThemePreferenceContext = createContext<ThemePreference | undefined>(undefined);

function readChoice(): ThemeChoice {
  const stored = readStoredValue(themeStorageKey);
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

export interface ThemePreferenceProviderProps {
  children: ReactNode;
}

/**
 * Applies the light or dark theme. The choice is kept in the browser; 'auto', also used when none
 * was made, follows the system preference (spec 001 §4, §9).
 */
export function ThemePreferenceProvider({ children }: ThemePreferenceProviderProps) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const dark = choice === 'dark' || (choice === 'auto' && systemPrefersDark);

  const preference = useMemo<ThemePreference>(
    () => ({
      choice,
      setChoice: next => {
        writeStoredValue(themeStorageKey, next);
        setChoiceState(next);
      },
    }),
    [choice],
  );

  return (
    <ThemePreferenceContext.Provider value={preference}>
      <ThemeProvider theme={dark ? darkTheme : lightTheme}>
        <CssBaseline />
        <AtriumGlobalStyles />
        {children}
      </ThemeProvider>
    </ThemePreferenceContext.Provider>
  );
}

export function useThemePreference(): ThemePreference {
  const preference = useContext(ThemePreferenceContext);
  if (!preference) throw new Error('useThemePreference needs a ThemePreferenceProvider above it');
  return preference;
}
