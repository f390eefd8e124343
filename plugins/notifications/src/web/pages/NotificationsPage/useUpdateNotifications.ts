import { useAlerts, useApiClient } from '@atrium/web-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNotifications, type NotificationsUpdateRequest } from '../../api/notificationsApi';
import { NOTIFICATIONS_QUERY_KEY } from '../../api/notificationsQueries';
import { MARK_READ_ERROR } from '../../notificationsConstants';

/** Marks notifications read, unread, saved or not, then refreshes the list, topics and count. */
export function useUpdateNotifications() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  return useMutation({
    mutationFn: (request: NotificationsUpdateRequest) => updateNotifications(api, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
    onError: () => alerts.post(MARK_READ_ERROR, { severity: 'error', display: 'transient' }),
  });
}
