import type { CompoundEntityRef } from '@atrium/model';
import { ResponseError, useApiClient } from '@atrium/web-core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getTechDocsMetadata } from '../../api';

/**
 * The built site's metadata (its name for the title and navigation). Missing before the first
 * build, so it is asked again once a page is shown (spec 001 §4).
 */
export function useSiteMetadata(entity: CompoundEntityRef, pageShown: boolean) {
  const api = useApiClient();
  const { namespace, kind, name } = entity;
  const query = useQuery({
    queryKey: ['techdocs', 'metadata', namespace, kind, name],
    queryFn: () => getTechDocsMetadata(api, { namespace, kind, name }),
    retry: false,
  });
  const { isError, refetch } = query;
  useEffect(() => {
    if (pageShown && isError) void refetch();
    // Only when a page appears: retrying on every error would loop while the site is missing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageShown]);
  const isNotFound = query.error instanceof ResponseError && query.error.statusCode === 404;
  return { data: query.data, isNotFound };
}
