import { configSchema } from '@atrium/server-core';

/** The `notifications.processors.email` keys, named as Backstage's email module names them. */
export const emailConfigSchema = configSchema.object({
  transportConfig: configSchema.object({
    /** Only SMTP: the portal sends through the organisation's mail server. */
    transport: configSchema.oneOf(['smtp'] as const),
    hostname: configSchema.string(),
    port: configSchema.number(),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    secure: configSchema.boolean().optional(),
    /** Refuse to send unless the server upgrades to TLS. */
    requireTls: configSchema.boolean().optional(),
    username: configSchema.string().optional(),
    password: configSchema.string().optional(),
  }),
  /** The From address, e.g. `Atrium <portal@example.com>`. */
  sender: configSchema.string(),
  replyTo: configSchema.string().optional(),
  /** Time between two mails, so a burst does not flood the server (default 100 ms). */
  throttleInterval: configSchema.duration().optional(),
});
