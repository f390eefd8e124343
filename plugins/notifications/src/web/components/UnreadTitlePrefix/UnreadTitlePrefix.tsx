import { useApiClient } from '@atrium/web-core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationStatusQueryOptions } from '../../api/notificationsQueries';
import { prefixTitle } from './prefixTitle';

/**
 * Puts '(n) ' before the page title while n notifications are unread. Pages set their own titles
 * (the docs do), so a changed title gets the prefix again; the unprefixed title is restored at 0.
 */
export function UnreadTitlePrefix() {
  const api = useApiClient();
  const unread = useQuery(notificationStatusQueryOptions(api)).data?.unread ?? 0;

  useEffect(() => {
    const apply = () => {
      const next = prefixTitle(document.title, unread);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = prefixTitle(document.title, 0);
    };
  }, [unread]);

  return null;
}
