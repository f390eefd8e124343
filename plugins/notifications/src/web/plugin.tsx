import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import { NewNotificationSnackbar } from './components/NewNotificationSnackbar/NewNotificationSnackbar';
import { NotificationsNavIcon } from './components/NotificationsNavIcon/NotificationsNavIcon';
import { UnreadTitlePrefix } from './components/UnreadTitlePrefix/UnreadTitlePrefix';
import { NOTIFICATIONS_PATH } from './notificationsConstants';
import { prefetchNotificationsPage } from './pages/NotificationsPage/prefetchNotificationsPage';

const notificationsPage = createLazyPage(() =>
  import('./pages/NotificationsPage/NotificationsPage').then(module => module.NotificationsPage),
);
const settingsTab = createLazyPage(() =>
  import('./settings/NotificationSettingsTab').then(module => module.NotificationSettingsTab),
);

/**
 * Notifications: the page, its sidebar entry whose icon carries the unread count, the settings
 * tab, and, once for the app, the snackbar of new ones and the count in the page title.
 */
export const notificationsWebPlugin = defineWebPlugin({
  id: 'notifications',
  routes: [
    {
      path: NOTIFICATIONS_PATH,
      element: <notificationsPage.Page />,
      prefetch: prefetchNotificationsPage,
      preload: notificationsPage.preload,
    },
  ],
  navItems: [
    {
      title: 'Notifications',
      to: NOTIFICATIONS_PATH,
      icon: NotificationsNavIcon,
      section: 'bottom',
    },
  ],
  settingsTabs: [
    {
      id: 'notifications.settings',
      title: 'Notifications',
      order: 20,
      element: <settingsTab.Page />,
    },
  ],
  appElements: [
    { id: 'notifications.snackbar', element: <NewNotificationSnackbar /> },
    { id: 'notifications.title', element: <UnreadTitlePrefix /> },
  ],
});
