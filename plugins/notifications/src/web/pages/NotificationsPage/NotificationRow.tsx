import { formatRelativeTime, Link, useNow } from '@atrium/web-core';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification, NotificationSeverity } from '../../../shared/contract';
import type { NotificationsUpdateRequest } from '../../api/notificationsApi';
import { capitalize } from './capitalize';

export interface NotificationRowProps {
  notification: Notification;
  onUpdate: (update: NotificationsUpdateRequest) => void;
}

// Theme palette names, so both light and dark themes colour them.
const SEVERITY_COLOURS: Record<NotificationSeverity, 'error' | 'warning' | 'default' | 'info'> = {
  critical: 'error',
  high: 'warning',
  normal: 'default',
  low: 'info',
};

/** One notification: its title (a link when it has one), description, marks and actions. */
export function NotificationRow({ notification, onUpdate }: NotificationRowProps) {
  // Ages tick each minute, as the list stays open.
  const now = useNow(60_000);
  const { id, payload, created, read, saved } = notification;
  const title = payload.title;
  const readLabel = read ? `Mark '${title}' unread` : `Mark '${title}' read`;
  const saveLabel = saved ? `Unsave '${title}'` : `Save '${title}'`;

  return (
    <ListItem
      aria-label={title}
      sx={{ px: 0, py: 1.5, alignItems: 'flex-start', gap: 2 }}
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          <Tooltip title={read ? 'Mark unread' : 'Mark read'}>
            <IconButton aria-label={readLabel} onClick={() => onUpdate({ ids: [id], read: !read })}>
              {read ? <MarkEmailUnreadIcon /> : <MarkEmailReadIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title={saved ? 'Unsave' : 'Save'}>
            <IconButton
              aria-label={saveLabel}
              onClick={() => onUpdate({ ids: [id], saved: !saved })}
            >
              {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
            </IconButton>
          </Tooltip>
        </Box>
      }
    >
      <Box sx={{ minWidth: 0, pr: 12 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: read ? 400 : 600 }}>
          {payload.link ? (
            <Link href={payload.link} onClick={() => !read && onUpdate({ ids: [id], read: true })}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        {payload.description && (
          <Typography variant="body2" color="text.secondary">
            {payload.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Chip
            size="small"
            label={capitalize(payload.severity)}
            color={SEVERITY_COLOURS[payload.severity]}
          />
          {payload.topic && <Chip size="small" variant="outlined" label={payload.topic} />}
          <Typography variant="caption" color="text.secondary">
            <time dateTime={created} title={new Date(created).toLocaleString()}>
              {formatRelativeTime(new Date(created), now)}
            </time>
          </Typography>
        </Box>
      </Box>
    </ListItem>
  );
}
