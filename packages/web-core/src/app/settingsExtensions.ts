import type { ReactElement } from 'react';

/** A tab of the Settings page, after the app's General tab. */
export interface SettingsTab {
  /** Unique across plugins, e.g. `auth.providers`. */
  id: string;
  title: string;
  element: ReactElement;
  /** Tabs are shown by ascending order, then in plugin order; defaults to 0. Feature Flags is 100. */
  order?: number;
}

/** A card of the Settings page's General tab, shown above the browser preferences. */
export interface SettingsCard {
  /** Unique across plugins, e.g. `auth.profile`. */
  id: string;
  element: ReactElement;
  /** Cards are shown by ascending order, then in plugin order; defaults to 0. */
  order?: number;
}
