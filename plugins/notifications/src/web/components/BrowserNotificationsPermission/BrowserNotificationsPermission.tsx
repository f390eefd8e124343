import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readBrowserNotificationPermission } from './readBrowserNotificationPermission';

export const ALLOW_BROWSER_NOTIFICATIONS = 'Allow browser notifications';
export const BROWSER_NOTIFICATIONS_BLOCKED =
  "Browser notifications are blocked; allow them in the browser's site settings.";

/**
 * Asks the browser, once the person chooses to, for the system notifications shown while the tab
 * is in the background. Browsers only grant from a click, and block sites that ask unprompted, so
 * this is a button rather than a request on load. Meant for the page header: it takes the
 * header's text colour.
 */
export function BrowserNotificationsPermission() {
  const [permission, setPermission] = useState(readBrowserNotificationPermission);

  async function askPermission() {
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      // Some browsers refuse to ask (an embedded frame, say); show what they now report.
      setPermission(readBrowserNotificationPermission());
    }
  }

  if (permission === 'denied') {
    return (
      <Typography variant="body2" role="status" sx={{ opacity: 0.8 }}>
        {BROWSER_NOTIFICATIONS_BLOCKED}
      </Typography>
    );
  }
  if (permission !== 'default') return null;
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<NotificationsActiveIcon />}
      onClick={() => void askPermission()}
    >
      {ALLOW_BROWSER_NOTIFICATIONS}
    </Button>
  );
}
