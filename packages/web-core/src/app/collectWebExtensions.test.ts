import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { SignInProviders } from '../identity/signInProviders';
import { collectWebExtensions } from './collectWebExtensions';
import { createLazyPage } from './createLazyPage';
import { defineWebPlugin } from './WebPlugin';

const element = createElement('p');

function signInProviders(): SignInProviders {
  return {
    createMethods: () => {
      throw new Error('not used here');
    },
    automaticProvider: () => undefined,
    rememberProvider: () => {},
    page: createLazyPage(async () => () => null),
  };
}

describe('collectWebExtensions', () => {
  it("gathers every plugin's contributions, each list by order and then plugin order", () => {
    const auth = signInProviders();
    const extensions = collectWebExtensions([
      defineWebPlugin({
        id: 'catalog',
        routes: [],
        navItems: [{ title: 'Catalog', to: '/catalog' }],
        entityCards: [{ id: 'catalog.late', order: 50, element }],
        entityContextMenuItems: [{ id: 'catalog.refresh', title: 'Refresh', onSelect: () => {} }],
      }),
      defineWebPlugin({
        id: 'docs',
        routes: [],
        navItems: [
          { title: 'Notifications', to: '/notifications', section: 'bottom' },
          { title: 'Home', to: '/home', order: -10 },
        ],
        entityCards: [{ id: 'docs.card', element }],
        settingsTabs: [{ id: 'docs.tab', title: 'Docs', element }],
        featureFlags: [{ name: 'docs-beta' }],
        appElements: [{ id: 'docs.shortcuts', element }],
      }),
      defineWebPlugin({
        id: 'auth',
        routes: [],
        settingsCards: [{ id: 'auth.profile', element }],
        signInProviders: auth,
      }),
    ]);

    expect(extensions.navItems.map(item => item.title)).toEqual([
      'Home',
      'Catalog',
      'Notifications',
    ]);
    expect(extensions.entityCards.map(card => card.id)).toEqual(['docs.card', 'catalog.late']);
    expect(extensions.entityContextMenuItems.map(item => item.id)).toEqual(['catalog.refresh']);
    expect(extensions.settingsTabs.map(tab => tab.id)).toEqual(['docs.tab']);
    expect(extensions.settingsCards.map(card => card.id)).toEqual(['auth.profile']);
    expect(extensions.featureFlags).toEqual([{ name: 'docs-beta' }]);
    expect(extensions.appElements.map(item => item.id)).toEqual(['docs.shortcuts']);
    expect(extensions.signInProviders).toBe(auth);
  });

  it('is empty without plugins', () => {
    const extensions = collectWebExtensions([]);

    expect(extensions.entityTabs).toEqual([]);
    expect(extensions.signInProviders).toBeUndefined();
  });

  it('refuses two plugins that both bring sign-in providers, naming them', () => {
    expect(() =>
      collectWebExtensions([
        { id: 'auth', routes: [], signInProviders: signInProviders() },
        { id: 'sso', routes: [], signInProviders: signInProviders() },
      ]),
    ).toThrow('Only one plugin may bring sign-in providers, but auth and sso do');
  });
});
