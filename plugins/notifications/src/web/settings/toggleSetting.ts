import type { NotificationSettings } from '../../shared/contract';

/** Which switch changed: an origin of a channel, or one topic of that origin. */
export interface SettingTarget {
  channelId: string;
  originId: string;
  topicId?: string;
}

/** The settings with one switch set to `enabled`; the rest are kept as they were. */
export function toggleSetting(
  settings: NotificationSettings,
  target: SettingTarget,
  enabled: boolean,
): NotificationSettings {
  return {
    channels: settings.channels.map(channel =>
      channel.id !== target.channelId
        ? channel
        : {
            ...channel,
            origins: channel.origins.map(origin => {
              if (origin.id !== target.originId) return origin;
              if (target.topicId === undefined) return { ...origin, enabled };
              return {
                ...origin,
                topics: origin.topics?.map(topic =>
                  topic.id === target.topicId ? { ...topic, enabled } : topic,
                ),
              };
            }),
          },
    ),
  };
}
