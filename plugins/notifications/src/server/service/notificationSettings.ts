import type { NotificationSettings } from '../../shared';

/** The channel every notification goes to: the portal itself. */
export const WEB_CHANNEL = 'Web';

/**
 * A user's settings for every channel: what they saved for a channel, else every origin and
 * topic they have notifications from, enabled.
 */
export function completeSettings(
  saved: NotificationSettings,
  channels: readonly string[],
  originTopics: ReadonlyArray<{ origin: string; topic: string | null }>,
): NotificationSettings {
  const origins = [...new Set(originTopics.map(entry => entry.origin))].sort();
  return {
    channels: channels.map(
      id =>
        saved.channels.find(channel => channel.id === id) ?? {
          id,
          origins: origins.map(origin => ({
            id: origin,
            enabled: true,
            topics: originTopics
              .filter(entry => entry.origin === origin && entry.topic !== null)
              .map(entry => ({ id: entry.topic!, enabled: true })),
          })),
        },
    ),
  };
}

/** Whether a notification of this origin and topic goes to this channel: unless turned off. */
export function isEnabled(
  settings: NotificationSettings,
  channel: string,
  origin: string,
  topic: string | undefined,
): boolean {
  const originSetting = settings.channels
    .find(candidate => candidate.id === channel)
    ?.origins.find(candidate => candidate.id === origin);
  if (!originSetting) return true;
  if (!originSetting.enabled) return false;
  const topicSetting = topic ? originSetting.topics?.find(entry => entry.id === topic) : undefined;
  return topicSetting?.enabled ?? true;
}
