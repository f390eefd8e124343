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
import { useId } from 'react';
import { useSidebarPin } from '../../shell/Sidebar/SidebarPinProvider';
import { useThemePreference, type ThemeChoice } from '../../theme/ThemePreferenceProvider';

const themeChoices: Array<{ value: ThemeChoice; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

/** User preferences kept in this browser: theme and sidebar pin (spec 001 §4). */
export function SettingsPage() {
  const { choice, setChoice } = useThemePreference();
  const { pinned, setPinned } = useSidebarPin();
  const id = useId();
  const themeLabelId = `${id}-theme`;

  return (
    <Page>
      <Header title="Settings" />
      <Content>
        <Tabs value="general" aria-label="Settings sections">
          <Tab value="general" label="General" id={`${id}-tab`} aria-controls={`${id}-panel`} />
        </Tabs>
        <Stack
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab`}
          spacing={3}
          sx={{ pt: 3 }}
        >
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
        </Stack>
      </Content>
    </Page>
  );
}
