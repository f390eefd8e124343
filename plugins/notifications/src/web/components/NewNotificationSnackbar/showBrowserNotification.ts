/**
 * A system notification while the tab is in the background, when the person has already allowed
 * them: permission is never asked for here, only where they choose to.
 */
export function showBrowserNotification(title: string): void {
  if (typeof Notification === 'undefined') return;
  if (document.visibilityState !== 'hidden' || Notification.permission !== 'granted') return;
  new Notification(title);
}
