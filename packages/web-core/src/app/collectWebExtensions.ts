import type { FeatureFlag } from '../featureFlags/featureFlagName';
import type { SignInProviders } from '../identity/signInProviders';
import {
  sortByOrder,
  type EntityCard,
  type EntityContextMenuItem,
  type EntityTab,
} from './entityExtensions';
import type { SettingsCard, SettingsTab } from './settingsExtensions';
import type { AppElement, NavItem, WebPlugin } from './WebPlugin';

/** Every plugin's contributions, each list in display order (`order`, then plugin order). */
export interface WebExtensions {
  navItems: NavItem[];
  entityTabs: EntityTab[];
  entityCards: EntityCard[];
  entityContextMenuItems: EntityContextMenuItem[];
  settingsTabs: SettingsTab[];
  settingsCards: SettingsCard[];
  featureFlags: FeatureFlag[];
  appElements: AppElement[];
  /** Undefined when no plugin brings them: then nobody can sign in. */
  signInProviders?: SignInProviders;
}

/**
 * Collects what the plugins contribute before the app is built from it. Only one plugin may bring
 * sign-in providers: the session manager has one set of sign-in methods.
 */
export function collectWebExtensions(plugins: readonly WebPlugin[]): WebExtensions {
  const signingIn = plugins.filter(plugin => plugin.signInProviders);
  if (signingIn.length > 1) {
    throw new Error(
      `Only one plugin may bring sign-in providers, but ${signingIn.map(plugin => plugin.id).join(' and ')} do`,
    );
  }
  return {
    navItems: sortByOrder(plugins.flatMap(plugin => plugin.navItems ?? [])),
    entityTabs: sortByOrder(plugins.flatMap(plugin => plugin.entityTabs ?? [])),
    entityCards: sortByOrder(plugins.flatMap(plugin => plugin.entityCards ?? [])),
    entityContextMenuItems: sortByOrder(
      plugins.flatMap(plugin => plugin.entityContextMenuItems ?? []),
    ),
    settingsTabs: sortByOrder(plugins.flatMap(plugin => plugin.settingsTabs ?? [])),
    settingsCards: sortByOrder(plugins.flatMap(plugin => plugin.settingsCards ?? [])),
    featureFlags: plugins.flatMap(plugin => plugin.featureFlags ?? []),
    appElements: plugins.flatMap(plugin => plugin.appElements ?? []),
    signInProviders: signingIn[0]?.signInProviders,
  };
}
