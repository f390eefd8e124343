/** The browser's answer on system notifications, or undefined where it has none to give. */
export function readBrowserNotificationPermission(): NotificationPermission | undefined {
  return typeof Notification === 'undefined' ? undefined : Notification.permission;
}
