import { configSchema, databaseTables, definePlugin, optionalService } from '@atrium/server-core';
import { catalogEntitiesServiceRef, catalogProblemsServiceRef } from '@atrium/plugin-catalog/node';
import { notificationsSenderRef } from '../node';
import { NOTIFICATIONS_PLUGIN_ID } from '../shared';
import { createEmailChannel } from './email/createEmailChannel';
import { emailConfigSchema } from './email/emailConfig';
import { notificationsMigrations } from './migrations';
import { createCatalogProblemNotifier } from './producers/createCatalogProblemNotifier';
import { registerNotificationsRoutes } from './router';
import { createNotificationsService } from './service/createNotificationsService';
import {
  createNotificationsStore,
  type NotificationsTables,
} from './store/createNotificationsStore';

/** Notifications are kept this long unless `notifications.retention` says otherwise. */
export const DEFAULT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 24 * 60 * 60 * 1000;

const notificationsConfig = configSchema.object({
  notifications: configSchema
    .object({
      retention: configSchema.duration().optional(),
      processors: configSchema.object({ email: emailConfigSchema.optional() }).optional(),
    })
    .optional(),
});

/** Notifications: stored per user, read through Backstage's API, pushed as signals (README.md). */
export const notificationsPlugin = definePlugin({
  id: NOTIFICATIONS_PLUGIN_ID,
  config: notificationsConfig,
  deps: {
    catalog: optionalService(catalogEntitiesServiceRef),
    catalogProblems: optionalService(catalogProblemsServiceRef),
  },
  provides: [notificationsSenderRef],
  database: databaseTables<NotificationsTables>(),
  async setup(context) {
    const { database, router, deps, signals, logger, scheduler, pluginConfig, provide } = context;
    await database.migrate(notificationsMigrations);
    const store = createNotificationsStore(database.db);
    const emailConfig = pluginConfig.notifications?.processors?.email;
    const email = emailConfig
      ? createEmailChannel({
          transport: emailConfig.transportConfig,
          sender: emailConfig.sender,
          replyTo: emailConfig.replyTo,
          throttleMs: emailConfig.throttleInterval,
          appBaseUrl: context.config.getOptionalString('app.baseUrl') ?? 'http://localhost:3000',
          catalog: deps.catalog,
          logger,
        })
      : undefined;
    if (email) context.lifecycle.onShutdown(() => email.close());
    const notifications = createNotificationsService({
      store,
      catalog: deps.catalog,
      signals,
      logger,
      email,
    });
    registerNotificationsRoutes(router, notifications);
    deps.catalogProblems?.onChange(createCatalogProblemNotifier(notifications, logger));
    provide(notificationsSenderRef, {
      send: (pluginId, options) => notifications.send(`plugin:${pluginId}`, options),
    });
    const retentionMs = pluginConfig.notifications?.retention ?? DEFAULT_RETENTION_MS;
    scheduler.scheduleTask({
      id: 'notifications-retention',
      scope: 'global',
      frequency: CLEANUP_EVERY_MS,
      timeout: 10 * 60 * 1000,
      initialDelay: 60 * 1000,
      async fn() {
        const removed = await store.deleteCreatedBefore(Date.now() - retentionMs);
        if (removed > 0) logger.info({ removed }, 'Removed notifications past their retention');
      },
    });
  },
});
