import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { NOTIFICATION_SEVERITIES, type NotificationSeverity } from '../../../shared/contract';
import {
  CREATED_AFTER_OPTIONS,
  NOTIFICATION_VIEWS,
  type CreatedAfter,
  type NotificationsFilters,
  type NotificationView,
} from './notificationsFilters';
import { SearchField } from './SearchField';
import { capitalize } from './capitalize';

export interface NotificationsFiltersBarProps {
  filters: NotificationsFilters;
  topics: string[];
  /** Changes some filters; the page goes back to the first page. */
  onChange: (change: Partial<Omit<NotificationsFilters, 'offset'>>) => void;
}

const ANY = '';

/** The view tabs, the search box and the created, severity and topic filters. */
export function NotificationsFiltersBar({
  filters,
  topics,
  onChange,
}: NotificationsFiltersBarProps) {
  return (
    <Box>
      <Tabs
        value={filters.view}
        onChange={(_event, view: NotificationView) => onChange({ view })}
        aria-label="Notification views"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {NOTIFICATION_VIEWS.map(({ id, label }) => (
          <Tab key={id} value={id} label={label} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <SearchField value={filters.search} onChange={search => onChange({ search })} />
        <TextField
          select
          size="small"
          label="Created"
          value={filters.createdAfter}
          onChange={event => onChange({ createdAfter: event.target.value as CreatedAfter })}
          sx={{ minWidth: 160 }}
        >
          {CREATED_AFTER_OPTIONS.map(({ id, label }) => (
            <MenuItem key={id} value={id}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Severity"
          value={filters.minimumSeverity ?? ANY}
          onChange={event =>
            onChange({
              minimumSeverity: (event.target.value || undefined) as
                NotificationSeverity | undefined,
            })
          }
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ANY}>Any</MenuItem>
          {NOTIFICATION_SEVERITIES.map(severity => (
            <MenuItem key={severity} value={severity}>
              {capitalize(severity)} or more
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Topic"
          value={filters.topic ?? ANY}
          onChange={event => onChange({ topic: event.target.value || undefined })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ANY}>Any</MenuItem>
          {topicOptions(topics, filters.topic).map(topic => (
            <MenuItem key={topic} value={topic}>
              {topic}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}

/**
 * The known topics, and the chosen one while they load or when a link names one that has none
 * yet: a select must hold its value among its options.
 */
function topicOptions(topics: string[], chosen: string | undefined): string[] {
  return chosen === undefined || topics.includes(chosen) ? topics : [...topics, chosen];
}
