import { Content, Header, Page } from '@atrium/web-core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@atrium/web-core';
import { useLocation, useParams } from 'react-router';
import { getEntityMetadata, getTechDocsMetadata, normalizeDocsPath } from '../api';
import { TechDocsReader } from '../components/TechDocsReader/TechDocsReader';
import { routeBaseOf } from '../page/routeBase';

/**
 * The docs reader page, `/docs/:namespace/:kind/:name/*` (spec 000 "Tech docs reader page"):
 * the splat is the page path.
 */
export function TechDocsReaderPage() {
  const { namespace = '', kind = '', name = '', '*': splat = '' } = useParams();
  const { pathname } = useLocation();
  const entity = { namespace, kind, name };
  const api = useApiClient();
  const site = useQuery({
    queryKey: ['techdocs', 'metadata', namespace, kind, name],
    queryFn: () => getTechDocsMetadata(api, entity),
    retry: false,
  });
  const owner = useQuery({
    queryKey: ['techdocs', 'entity', namespace, kind, name],
    queryFn: () => getEntityMetadata(api, entity),
    retry: false,
  });
  const title = site.data?.site_name || owner.data?.metadata.title || name;
  return (
    <Page>
      <Header title={title} subtitle={site.data?.site_description || undefined} />
      <Content>
        <TechDocsReader
          key={`${namespace}/${kind}/${name}`}
          entity={entity}
          path={normalizeDocsPath(splat)}
          routeBase={routeBaseOf(pathname, splat)}
        />
      </Content>
    </Page>
  );
}
