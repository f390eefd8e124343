import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  Content,
  Header,
  Page,
  Progress,
  sortByOrder,
  useWebExtensions,
  type SettingsTab,
} from '@atrium/web-core';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { Suspense, useId, useMemo, useState } from 'react';
import { readStoredValue, writeStoredValue } from '@atrium/plugin-user-settings/react';
import { FeatureFlagsTab } from './FeatureFlagsTab';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './languages';
import { useSidebarPin } from '../../shell/Sidebar/SidebarPinProvider';
import { useThemePreference, type ThemeChoice } from '../../theme/ThemePreferenceProvider';

const themeChoices: Array<{ value: ThemeChoice; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

const GENERAL_TAB = 'general';

// The app's own tab after the plugins' (whose orders stay below 100).
const featureFlagsTab: SettingsTab = {
  id: 'feature-flags',
  title: 'Feature Flags',
  order: 100,
  element: <FeatureFlagsTab />,
};

/**
 * General first: the plugins' cards (who is signed in, spec 000 §2) and the preferences kept in
 * this browser (language, theme, sidebar pin); then the plugins' tabs (the auth providers) and
 * the feature flags (spec 001 §4).
 */
export function SettingsPage() {
  const { choice, setChoice } = useThemePreference();
  const { pinned, setPinned } = useSidebarPin();
  const { settingsTabs, settingsCards } = useWebExtensions();
  const otherTabs = useMemo(() => sortByOrder([...settingsTabs, featureFlagsTab]), [settingsTabs]);
  const [tab, setTab] = useState(GENERAL_TAB);
  const [language, setLanguage] = useState(
    () => readStoredValue(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE,
  );
  const id = useId();
  const themeLabelId = `${id}-theme`;
  const languageLabelId = `${id}-language`;

  return (
    <Page>
      <Header title="Settings" />
      <Content>
        <Tabs
          value={tab}
          onChange={(_, next: string) => setTab(next)}
          aria-label="Settings sections"
        >
          {[{ id: GENERAL_TAB, title: 'General' }, ...otherTabs].map(({ id: value, title }) => (
            <Tab
              key={value}
              value={value}
              label={title}
              id={`${id}-${value}-tab`}
              aria-controls={`${id}-panel`}
            />
          ))}
        </Tabs>
        <Stack
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          spacing={3}
          sx={{ pt: 3 }}
        >
          {/* Plugins' tabs and cards are usually lazy: a bar shows while one loads. */}
          <Suspense fallback={<Progress />}>
            {otherTabs.find(other => other.id === tab)?.element}
          </Suspense>
          {tab === GENERAL_TAB && (
            <>
              {settingsCards.map(card => (
                <Suspense key={card.id} fallback={<Progress />}>
                  {card.element}
                </Suspense>
              ))}
              <FormControl sx={{ maxWidth: 240 }}>
                <InputLabel id={languageLabelId}>Language</InputLabel>
                <Select
                  labelId={languageLabelId}
                  label="Language"
                  value={language}
                  onChange={event => {
                    setLanguage(event.target.value);
                    writeStoredValue(LANGUAGE_STORAGE_KEY, event.target.value);
                  }}
                >
                  {SUPPORTED_LANGUAGES.map(({ code, label }) => (
                    <MenuItem key={code} value={code}>
                      {label}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControl>
                <FormLabel id={themeLabelId}>Theme</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={themeLabelId}
                  value={choice}
                  onChange={event => setChoice(event.target.value as ThemeChoice)}
                >
                  {themeChoices.map(({ value, label }) => (
                    <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
                  ))}
                </RadioGroup>
              </FormControl>
              <FormControlLabel
                control={<Switch checked={pinned} onChange={(_, checked) => setPinned(checked)} />}
                label="Pin sidebar"
              />
            </>
          )}
        </Stack>
      </Content>
    </Page>
  );
}
