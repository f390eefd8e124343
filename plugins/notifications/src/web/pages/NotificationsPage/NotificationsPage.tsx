import { Content, ErrorPanel, Header, Page, useApiClient } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo } from 'react';
import {
  NOTIFICATIONS_QUERY_KEY,
  notificationsListQueryOptions,
  notificationTopicsQueryOptions,
} from '../../api/notificationsQueries';
import { BrowserNotificationsPermission } from '../../components/BrowserNotificationsPermission/BrowserNotificationsPermission';
import { NO_NOTIFICATIONS, NOTIFICATIONS_PAGE_SIZE } from '../../notificationsConstants';
import { useNotificationsSignal } from '../../useNotificationsSignal';
import { NotificationRow } from './NotificationRow';
import { toListRequest } from './notificationsFilters';
import { NotificationsFiltersBar } from './NotificationsFiltersBar';
import { useNotificationsFilters } from './useNotificationsFilters';
import { useUpdateNotifications } from './useUpdateNotifications';

/**
 * `/notifications`: the person's notifications by view and filters, a page at a time. The filters
 * live in the URL; the header offers to allow browser notifications.
 */
export function NotificationsPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { filters, changeFilters } = useNotificationsFilters();
  const request = useMemo(() => toListRequest(filters), [filters]);
  // The list stays while the next one loads: paging and typing do not flash an empty page.
  const list = useQuery({
    ...notificationsListQueryOptions(api, request),
    placeholderData: keepPreviousData,
  });
  const topics = useQuery(notificationTopicsQueryOptions(api)).data?.topics ?? [];
  const update = useUpdateNotifications();
  useNotificationsSignal(
    () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  );

  const notifications = list.data?.notifications ?? [];
  const unreadIds = notifications.filter(({ read }) => !read).map(({ id }) => id);

  return (
    <Page>
      <Header title="Notifications">
        <BrowserNotificationsPermission />
      </Header>
      <Content>
        <Box sx={{ maxWidth: 1200 }}>
          <NotificationsFiltersBar
            filters={filters}
            topics={topics}
            // Typing replaces the history entry: Back should not step through every pause.
            onChange={change =>
              changeFilters({ ...change, offset: 0 }, { replace: 'search' in change })
            }
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button
              variant="outlined"
              disabled={unreadIds.length === 0 || update.isPending}
              onClick={() => update.mutate({ ids: unreadIds, read: true })}
            >
              Mark all read
            </Button>
          </Box>
          <Box sx={{ height: 4, mt: 1 }}>
            {list.isFetching && <LinearProgress aria-label="Loading notifications" />}
          </Box>
          {list.error && <ErrorPanel error={list.error} />}
          {!list.error && list.data && notifications.length === 0 && (
            <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
              {NO_NOTIFICATIONS}
            </Typography>
          )}
          {!list.error && notifications.length > 0 && (
            <>
              <List aria-label="Notifications">
                {notifications.map((notification, index) => (
                  <Fragment key={notification.id}>
                    {index > 0 && <Divider component="li" aria-hidden />}
                    <NotificationRow notification={notification} onUpdate={update.mutate} />
                  </Fragment>
                ))}
              </List>
              <TablePagination
                component="div"
                count={list.data?.totalCount ?? 0}
                page={Math.floor(filters.offset / NOTIFICATIONS_PAGE_SIZE)}
                rowsPerPage={NOTIFICATIONS_PAGE_SIZE}
                rowsPerPageOptions={[]}
                onPageChange={(_event, page) =>
                  changeFilters({ offset: page * NOTIFICATIONS_PAGE_SIZE })
                }
              />
            </>
          )}
        </Box>
      </Content>
    </Page>
  );
}
