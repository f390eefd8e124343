import { useApiClient, visuallyHidden } from '@atrium/web-core';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationStatusQueryOptions } from '../../api/notificationsQueries';
import { useNotificationsSignal } from '../../useNotificationsSignal';
import { formatUnreadCount } from './formatUnreadCount';

/**
 * The sidebar icon with the unread count. The signal of each new notification refreshes the
 * count, so it needs no polling; marking on the page refreshes it through the shared query.
 */
export function NotificationsNavIcon() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const options = notificationStatusQueryOptions(api);
  const { data } = useQuery(options);
  useNotificationsSignal(() => void queryClient.invalidateQueries({ queryKey: options.queryKey }));
  const unread = data?.unread ?? 0;

  return (
    <Badge badgeContent={unread > 0 ? formatUnreadCount(unread) : undefined} color="error">
      <NotificationsIcon />
      {/* The badge is hidden from screen readers; this names the count in the link instead. */}
      {unread > 0 && (
        <Box component="span" sx={visuallyHidden}>
          {`${unread} unread`}
        </Box>
      )}
    </Badge>
  );
}
