import { ErrorPanel, Progress, useAlerts, useApiClient } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../shared/contract';
import { saveSettings } from '../api/notificationsApi';
import { notificationSettingsQueryOptions } from '../api/notificationsQueries';
import { toggleSetting, type SettingTarget } from './toggleSetting';

export const SAVE_SETTINGS_ERROR = 'Failed to save notification settings';

/** Settings → Notifications: per channel, which origins and topics may notify. */
export function NotificationSettingsTab() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const options = notificationSettingsQueryOptions(api);
  const settings = useQuery(options);
  const save = useMutation({
    mutationFn: (next: NotificationSettings) => saveSettings(api, next),
    // The switch moves at once; the server's answer (or the old state on failure) settles it.
    onMutate: next => queryClient.setQueryData(options.queryKey, next),
    onSuccess: saved => queryClient.setQueryData(options.queryKey, saved),
    onError: () => {
      alerts.post(SAVE_SETTINGS_ERROR, { severity: 'error', display: 'transient' });
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });

  if (settings.error) return <ErrorPanel error={settings.error} />;
  if (!settings.data) return <Progress />;
  const data = settings.data;
  const toggle = (target: SettingTarget, enabled: boolean) =>
    save.mutate(toggleSetting(data, target, enabled));

  if (data.channels.every(channel => channel.origins.length === 0)) {
    return <Typography color="text.secondary">No notifications have been received yet.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 800 }}>
      {data.channels.map(channel => (
        <Card key={channel.id} component="section" aria-label={`${channel.id} notifications`}>
          <CardContent>
            <Typography component="h2" variant="h6">
              {channel.id}
            </Typography>
            {channel.origins.map(origin => (
              <Box key={origin.id} sx={{ mt: 1 }}>
                <FormControlLabel
                  label={origin.id}
                  control={
                    <Switch
                      checked={origin.enabled}
                      onChange={event =>
                        toggle({ channelId: channel.id, originId: origin.id }, event.target.checked)
                      }
                    />
                  }
                />
                {origin.topics?.map(topic => (
                  <Box key={topic.id} sx={{ pl: 4 }}>
                    <FormControlLabel
                      label={topic.id}
                      disabled={!origin.enabled}
                      control={
                        <Switch
                          size="small"
                          checked={topic.enabled}
                          slotProps={{ input: { 'aria-label': `${origin.id}: ${topic.id}` } }}
                          onChange={event =>
                            toggle(
                              { channelId: channel.id, originId: origin.id, topicId: topic.id },
                              event.target.checked,
                            )
                          }
                        />
                      }
                    />
                  </Box>
                ))}
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
