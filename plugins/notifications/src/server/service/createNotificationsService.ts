import { InputError, NotFoundError } from '@atrium/model';
import type { Logger, Principal, SignalsService } from '@atrium/server-core';
import { randomUUID } from 'node:crypto';
import {
  NOTIFICATIONS_SIGNAL_CHANNEL,
  type Notification,
  type NotificationSendOptions,
  type NotificationSettings,
  type NotificationStatus,
  type NotificationsListResponse,
  type NotificationsSignal,
} from '../../shared';
import type {
  ListOptions,
  NotificationFilters,
  NotificationsStore,
} from '../store/NotificationsStore';
import { EMAIL_CHANNEL, type EmailChannel } from '../email/createEmailChannel';
import { WEB_CHANNEL, completeSettings, isEnabled } from './notificationSettings';
import { portalLink } from './portalLink';
import { normalizedRef, resolveRecipients, type EntityLookup } from './resolveRecipients';

export interface NotificationsService {
  /** Stores and signals a notification from `origin` (`plugin:<id>`, `external:<subject>`). */
  send(origin: string, options: NotificationSendOptions): Promise<Notification[]>;
  list(options: ListOptions): Promise<NotificationsListResponse>;
  get(user: string, id: string): Promise<Notification>;
  status(user: string): Promise<NotificationStatus>;
  update(
    user: string,
    change: { ids: readonly string[]; read?: boolean; saved?: boolean },
  ): Promise<Notification[]>;
  topics(filters: NotificationFilters): Promise<{ topics: string[] }>;
  settings(user: string): Promise<NotificationSettings>;
  saveSettings(user: string, settings: NotificationSettings): Promise<NotificationSettings>;
}

export interface NotificationsServiceOptions {
  store: NotificationsStore;
  /** Resolves groups and owners to users; without it only user refs reach anyone. */
  catalog?: EntityLookup;
  signals: SignalsService;
  logger: Logger;
  /** Mails notifications too, to those who did not turn it off, when configured. */
  email?: EmailChannel;
}

/** Who reads the catalog to resolve recipients. */
const SELF: Principal = { type: 'service', subject: 'plugin:notifications' };

export function createNotificationsService(
  options: NotificationsServiceOptions,
): NotificationsService {
  const { store, catalog, signals, logger, email } = options;
  const channels = email ? [WEB_CHANNEL, EMAIL_CHANNEL] : [WEB_CHANNEL];

  async function settingsOf(user: string) {
    return completeSettings(
      await store.getSettings(user),
      channels,
      await store.originTopics(user),
    );
  }

  /** A signal is a hint to read again: a missed one must not fail the send or the update. */
  async function signal(recipients: string[] | 'broadcast', message: NotificationsSignal) {
    await signals
      .publish({
        recipients:
          recipients === 'broadcast'
            ? { type: 'broadcast' }
            : { type: 'user', entityRef: recipients },
        channel: NOTIFICATIONS_SIGNAL_CHANNEL,
        message,
      })
      .catch(error => logger.warn({ err: error }, 'Could not signal a change of notifications'));
  }

  /** Stores one notification, or replaces the one of the same scope and origin. */
  async function saveOrReplace(
    user: string | null,
    origin: string,
    payload: Notification['payload'],
  ) {
    const earlier = payload.scope
      ? await store.findByScope(user, origin, payload.scope)
      : undefined;
    if (earlier) return store.replace(earlier.id, payload);
    const notification: Notification = {
      id: randomUUID(),
      user,
      created: new Date().toISOString(),
      origin,
      payload,
    };
    await store.insert(notification);
    return notification;
  }

  return {
    async send(origin, { recipients, payload }) {
      const complete = {
        ...payload,
        ...(payload.link !== undefined && { link: portalLink(payload.link) }),
        severity: payload.severity ?? 'normal',
      };
      if (recipients.type === 'broadcast') {
        const notification = await saveOrReplace(null, origin, complete);
        await signal('broadcast', newNotification(notification.id));
        return [notification];
      }
      const refs = [recipients.entityRef].flat();
      const exclude = [recipients.excludeEntityRef ?? []].flat();
      // Malformed refs are the sender's mistake, named before anything is stored.
      for (const ref of [...refs, ...exclude]) normalizedRef(ref);
      const users = catalog
        ? await resolveRecipients(catalog, SELF, refs, exclude)
        : refs.map(normalizedRef).filter(ref => ref.startsWith('user:'));
      const sent: Notification[] = [];
      for (const user of users) {
        // What the user turned off; what they never set is on, so the defaults need not be read.
        const settings = await store.getSettings(user);
        const enabled = (channel: string) => isEnabled(settings, channel, origin, complete.topic);
        const notification = enabled(WEB_CHANNEL)
          ? await saveOrReplace(user, origin, complete)
          : undefined;
        if (notification) {
          sent.push(notification);
          await signal([user], newNotification(notification.id));
        }
        // The channels are independent: someone may read mail and turn the portal's list off.
        if (email && enabled(EMAIL_CHANNEL)) {
          email.deliver(user, notification ?? transientNotification(user, origin, complete));
        }
      }
      return sent;
    },
    async list(listOptions) {
      const [notifications, totalCount] = await Promise.all([
        store.list(listOptions),
        store.count(listOptions),
      ]);
      return { totalCount, notifications };
    },
    async get(user, id) {
      const [notification] = await store.list({ user, ids: [id], limit: 1 });
      if (!notification) throw new NotFoundError(`No notification ${id}`);
      return notification;
    },
    status: user => store.status(user),
    async update(user, { ids, read, saved }) {
      if (read !== undefined) {
        await store.setRead(user, ids, read);
        // The person's other pages update their badge and list, as Backstage's do.
        if (ids.length > 0) {
          await signal([user], {
            action: read ? 'notification_read' : 'notification_unread',
            notification_ids: [...ids],
          });
        }
      }
      if (saved !== undefined) await store.setSaved(user, ids, saved);
      return ids.length === 0 ? [] : store.list({ user, ids });
    },
    async topics(filters) {
      return { topics: await store.topics(filters) };
    },
    settings: settingsOf,
    async saveSettings(user, settings) {
      const unknown = settings.channels.find(channel => !channels.includes(channel.id));
      if (unknown) {
        throw new InputError(
          `Unknown notification channel '${unknown.id}'; channels: ${channels.join(', ')}`,
        );
      }
      await store.saveSettings(user, settings);
      return settingsOf(user);
    },
  };
}

/** What a mail says when the portal's list was turned off: nothing stored, nothing to mark. */
function transientNotification(
  user: string,
  origin: string,
  payload: Notification['payload'],
): Notification {
  return { id: randomUUID(), user, created: new Date().toISOString(), origin, payload };
}

function newNotification(id: string): NotificationsSignal {
  return { action: 'new_notification', notification_id: id };
}
