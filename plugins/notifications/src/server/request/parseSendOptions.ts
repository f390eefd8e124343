import { parseWith } from '@atrium/server-core';
import { sendOptionsSchema, type NotificationSendOptions } from '../../shared';

/**
 * The body of `POST /notifications`. A link that is no URL is read against the portal, as
 * Backstage reads it, so `catalog/default/component/x` is the path `/catalog/default/component/x`;
 * what the link may be is checked when sent (README.md, Sending).
 */
export function parseSendOptions(body: unknown): NotificationSendOptions {
  const options = parseWith(sendOptionsSchema, body, 'body');
  const { link } = options.payload;
  if (link === undefined || link.startsWith('/') || URL.canParse(link)) return options;
  return { ...options, payload: { ...options.payload, link: `/${link}` } };
}
