import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Content, Header, Page } from '@atrium/web-core';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId, useState } from 'react';
import { readStoredValue, writeStoredValue } from '../../storage/browserStorage';
import { AuthProvidersTab } from './AuthProvidersTab';
import { FeatureFlagsTab } from './FeatureFlagsTab';
import { ProfileCard } from './ProfileCard';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './languages';
import { useSidebarPin } from '../../shell/Sidebar/SidebarPinProvider';
import { useThemePreference, type ThemeChoice } from '../../theme/ThemePreferenceProvider';

const themeChoices: Array<{ value: ThemeChoice; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

type SettingsTab = 'general' | 'auth-providers' | 'feature-flags';

const tabs: Array<{ value: SettingsTab; label: string }> = [
  { value: 'general', label: 'General' },
  { value: 'auth-providers', label: 'Authentication Providers' },
  { value: 'feature-flags', label: 'Feature Flags' },
];

/**
 * Who is signed in and to which providers (spec 000 §2), and the preferences kept in this
 * browser: language, theme, sidebar pin, feature flags (spec 001 §4).
 */
export function SettingsPage() {
  const { choice, setChoice } = useThemePreference();
  const { pinned, setPinned } = useSidebarPin();
  const [tab, setTab] = useState<SettingsTab>('general');
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
          onChange={(_, next: SettingsTab) => setTab(next)}
          aria-label="Settings sections"
        >
          {tabs.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              label={label}
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
          {tab === 'feature-flags' && <FeatureFlagsTab />}
          {tab === 'auth-providers' && <AuthProvidersTab />}
          {tab === 'general' && (
            <>
              <ProfileCard />
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
