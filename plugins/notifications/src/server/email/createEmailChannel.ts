import type { Entity } from '@atrium/model';
import type { Logger, Principal } from '@atrium/server-core';
import nodemailer from 'nodemailer';
import type { Notification } from '../../shared';
import type { EntityLookup } from '../service/resolveRecipients';

/** The settings channel people turn email off in. */
export const EMAIL_CHANNEL = 'Email';
const DEFAULT_THROTTLE_MS = 100;
/** Mails waiting beyond this are dropped with a warning: the portal is not a mail queue. */
const MAX_WAITING = 10_000;

export interface EmailChannelOptions {
  transport: {
    hostname: string;
    port: number;
    secure?: boolean;
    requireTls?: boolean;
    username?: string;
    password?: string;
  };
  sender: string;
  replyTo?: string;
  throttleMs?: number;
  /** Where relative links of notifications lead: the portal's address (`app.baseUrl`). */
  appBaseUrl: string;
  catalog?: EntityLookup;
  logger: Logger;
}

export interface EmailChannel {
  /** Queues a mail of the notification to the user's address, if their User entity has one. */
  deliver(user: string, notification: Notification): void;
  /** Resolves once every queued mail was sent or given up. */
  idle(): Promise<void>;
  close(): void;
}

const SELF: Principal = { type: 'service', subject: 'plugin:notifications' };

/** Notifications by email over SMTP, one mail at a time, `throttleMs` apart. */
export function createEmailChannel(options: EmailChannelOptions): EmailChannel {
  const { transport, logger } = options;
  const mailer = nodemailer.createTransport({
    host: transport.hostname,
    port: transport.port,
    secure: transport.secure ?? false,
    requireTLS: transport.requireTls ?? false,
    ...(transport.username
      ? { auth: { user: transport.username, pass: transport.password ?? '' } }
      : {}),
  });
  const waiting: Array<{ user: string; notification: Notification }> = [];
  let running: Promise<void> | undefined;
  let closed = false;

  async function addressOf(user: string): Promise<string | undefined> {
    const entity: Entity | undefined = await options.catalog?.getEntityByRef(user, {
      principal: SELF,
    });
    const email = (entity?.spec?.profile as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.includes('@') ? email : undefined;
  }

  async function send({ user, notification }: { user: string; notification: Notification }) {
    const to = await addressOf(user);
    if (!to) return;
    const { title, description, link } = notification.payload;
    const url = link ? new URL(link, options.appBaseUrl).href : undefined;
    await mailer.sendMail({
      from: options.sender,
      ...(options.replyTo ? { replyTo: options.replyTo } : {}),
      to,
      subject: title,
      text: [description, url].filter(Boolean).join('\n\n') || title,
      html: htmlOf(title, description, url),
    });
  }

  async function drain() {
    while (waiting.length > 0 && !closed) {
      const next = waiting.shift()!;
      try {
        await send(next);
      } catch (error) {
        logger.warn({ err: error, user: next.user }, 'Could not email a notification');
      }
      await new Promise(resolve => setTimeout(resolve, options.throttleMs ?? DEFAULT_THROTTLE_MS));
    }
    running = undefined;
  }

  return {
    deliver(user, notification) {
      if (closed) return;
      if (waiting.length >= MAX_WAITING) {
        logger.warn({ user }, 'Too many notification mails waiting; this one is not sent');
        return;
      }
      waiting.push({ user, notification });
      running ??= drain();
    },
    async idle() {
      await running;
    },
    close() {
      closed = true;
      waiting.length = 0;
      mailer.close();
    },
  };
}

function htmlOf(title: string, description: string | undefined, url: string | undefined) {
  const escape = (text: string) => text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);
  return [
    `<h2>${escape(title)}</h2>`,
    description ? `<p>${escape(description).replaceAll('\n', '<br>')}</p>` : '',
    url ? `<p><a href="${escape(url)}">${escape(url)}</a></p>` : '',
  ].join('');
}
