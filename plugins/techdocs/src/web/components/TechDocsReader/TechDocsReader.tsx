import type { CompoundEntityRef } from '@atrium/model';
import { Progress, useApiClient, useAppConfig } from '@atrium/web-core';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { docsStaticUrl, getDocsFile } from '../../api';
import { DocsSearch } from '../../addons/DocsSearch';
import { ImageLightbox, type LightboxImage } from '../../addons/ImageLightbox';
import { ReportIssue } from '../../addons/ReportIssue';
import { TextSize, useTextSize } from '../../addons/TextSize';
import { docsAppPath, type DocsLocation } from '../../page/docsLinks';
import { docsTitle } from '../../page/docsTitle';
import type { DocsNavItem } from '../../page/parseDocsPage';
import { isSamePage, redirectPath } from '../../page/redirectPath';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { useFollowedHeading } from '../../page/followedHeading';
import { useReaderState } from '../../sync/useReaderState';
import { DocsArticle, scrollToAnchor } from '../DocsArticle/DocsArticle';
import { DocsBanners } from '../DocsBanners/DocsBanners';
import { DocsNotFound } from '../DocsErrors/DocsNotFound';
import { DocsNav } from '../DocsNav/DocsNav';
import { RedirectNotice } from '../RedirectNotice/RedirectNotice';
import { docsLayoutSx, sidebarSx } from './docsLayoutStyles';
import { NavSidebar } from './NavSidebar';
import { usePreparedPage } from './usePreparedPage';
import { useSiteMetadata } from './useSiteMetadata';

export interface TechDocsReaderProps {
  /** The entity whose docs are shown. */
  entity: CompoundEntityRef;
  /** The page path inside the site; `''` for its home page. */
  path: string;
  /** The app path of the docs root, without a trailing slash. */
  routeBase: string;
  /** Adds the note about CI-published docs to the not-found panel (the entity tab). */
  explainExternalBuilder?: boolean;
}

/**
 * One page of an entity's docs (spec 001 §4 "Docs reader"): the sync banners, the site's
 * navigation, the article with its add-ons and the table of contents.
 */
export function TechDocsReader({
  entity,
  path,
  routeBase,
  explainExternalBuilder,
}: TechDocsReaderProps) {
  const api = useApiClient();
  const config = useAppConfig();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const reader = useReaderState(entity, path);
  const page = usePreparedPage(reader.content);
  const metadata = useSiteMetadata(entity, reader.content !== undefined);
  const [textSize, setTextSize] = useTextSize();
  const [lightbox, setLightbox] = useState<LightboxImage>();
  const articleRef = useRef<HTMLElement | null>(null);
  const loadSvg = useCallback((url: string) => getDocsFile(api, url), [api]);

  const location: DocsLocation = {
    siteUrl: docsStaticUrl(api, entity, ''),
    pageUrl: docsStaticUrl(api, entity, path),
    routeBase,
  };
  const appPathOf = (href: string) => docsAppPath(href, location);
  const currentPath = `${routeBase}/${path}`;
  const redirect = page?.refreshTarget ? redirectPath(page.refreshTarget, location) : undefined;
  const onRedirect = useCallback(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  useDocumentTitle(docsTitle(path, metadata.data?.site_name, config.app.title));

  const article = page?.article;
  const followedAnchor = useFollowedHeading(articleRef, tocAnchors(page?.toc ?? []));
  useEffect(() => {
    if (article && hash) scrollToAnchor(articleRef.current, decodeURIComponent(hash.slice(1)));
  }, [article, hash]);

  const { viewState } = reader;
  const banners = (
    <DocsBanners
      viewState={viewState}
      buildLog={reader.buildLog}
      syncError={reader.syncError}
      onRefresh={reader.refresh}
    />
  );
  if (viewState === 'CHECKING' || viewState === 'INITIAL_BUILD') {
    return (
      <Box>
        {banners}
        <Progress />
      </Box>
    );
  }
  if (viewState === 'CONTENT_NOT_FOUND' || !page) {
    return (
      <DocsNotFound
        contentError={reader.contentError}
        syncError={reader.syncError}
        path={path}
        siteMissing={metadata.isNotFound}
        externalBuilder={explainExternalBuilder && config.techdocs?.builder !== 'local'}
      />
    );
  }
  return (
    <Box>
      {banners}
      {redirect && !isSamePage(redirect, currentPath) && <RedirectNotice onRedirect={onRedirect} />}
      <Box sx={docsLayoutSx}>
        <NavSidebar
          label={metadata.data?.site_name || 'Documentation'}
          items={page.nav}
          appPathOf={appPathOf}
        />
        <Box sx={{ gridArea: 'article', minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <DocsSearch entity={entity} />
            <TextSize value={textSize} onChange={setTextSize} />
          </Box>
          {article && (
            <DocsArticle
              article={article}
              location={location}
              loadSvg={loadSvg}
              textSize={textSize}
              onImageClick={setLightbox}
              rootRef={articleRef}
            />
          )}
          <ReportIssue editUrl={page.editUrl} articleRef={articleRef} />
        </Box>
        {page.toc.length > 0 && (
          <Box data-area="toc" sx={{ ...sidebarSx, gridArea: 'toc' }}>
            <DocsNav
              label="Table of contents"
              items={page.toc}
              appPathOf={appPathOf}
              expandAll
              onAnchor={id => scrollToAnchor(articleRef.current, id)}
              followedAnchor={followedAnchor}
            />
          </Box>
        )}
      </Box>
      <ImageLightbox image={lightbox} onClose={() => setLightbox(undefined)} />
    </Box>
  );
}

/** The `#anchor` ids of a table of contents, in reading order. */
function tocAnchors(items: readonly DocsNavItem[]): string[] {
  return items.flatMap(item => [
    ...(item.href?.startsWith('#') ? [decodeURIComponent(item.href.slice(1))] : []),
    ...tocAnchors(item.children),
  ]);
}
