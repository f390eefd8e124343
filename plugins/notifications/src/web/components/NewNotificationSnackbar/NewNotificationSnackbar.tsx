import { Link, useAlerts, useApiClient } from '@atrium/web-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import type { Notification } from '../../../shared/contract';
import { getNotification } from '../../api/notificationsApi';
import { FETCH_NOTIFICATION_ERROR, SNACKBAR_AUTO_HIDE_MS } from '../../notificationsConstants';
import { useNewNotificationSignal } from '../../useNewNotificationSignal';
import { showBrowserNotification } from './showBrowserNotification';
import { truncateTitle } from './truncateTitle';

/** Shows each new notification for a while, read from the server when its signal arrives. */
export function NewNotificationSnackbar() {
  const api = useApiClient();
  const alerts = useAlerts();
  const [shown, setShown] = useState<Notification>();
  const [open, setOpen] = useState(false);

  useNewNotificationSignal(({ notification_id: id }) => {
    getNotification(api, id).then(
      notification => {
        setShown(notification);
        setOpen(true);
        showBrowserNotification(notification.payload.title);
      },
      () => alerts.post(FETCH_NOTIFICATION_ERROR, { severity: 'error', display: 'transient' }),
    );
  });

  return (
    <Snackbar
      key={shown?.id}
      open={open && shown !== undefined}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity="info"
        variant="filled"
        onClose={() => setOpen(false)}
        sx={{ '& a': { color: 'inherit' } }}
      >
        {shown && truncateTitle(shown.payload.title)}
        {shown?.payload.link && (
          <Box sx={{ mt: 0.5 }}>
            <Link href={shown.payload.link} onClick={() => setOpen(false)}>
              View notification
            </Link>
          </Box>
        )}
      </Alert>
    </Snackbar>
  );
}
