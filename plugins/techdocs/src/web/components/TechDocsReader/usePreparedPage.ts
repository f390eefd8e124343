import { useAppConfig } from '@atrium/web-core';
import { useMemo } from 'react';
import { findMetaRefresh } from '../../page/findMetaRefresh';
import { parseDocsPage, type DocsPage } from '../../page/parseDocsPage';
import { sanitizeDocsHtml } from '../../sanitize/sanitizeDocsHtml';

export interface PreparedPage extends DocsPage {
  /** The meta refresh target the built page carried, before sanitising removed it. */
  refreshTarget?: string;
}

const NO_HOSTS: string[] = [];

/** The loaded page, sanitised with the app's settings and taken apart. */
export function usePreparedPage(content: string | undefined): PreparedPage | undefined {
  const hosts = useAppConfig().techdocs?.sanitizer?.allowedIframeHosts ?? NO_HOSTS;
  return useMemo(() => {
    if (content === undefined) return undefined;
    const page = parseDocsPage(sanitizeDocsHtml(content, { allowedIframeHosts: hosts }));
    return { ...page, refreshTarget: findMetaRefresh(content) };
  }, [content, hosts]);
}
