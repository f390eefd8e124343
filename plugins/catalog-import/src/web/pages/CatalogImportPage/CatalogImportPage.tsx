import { catalogPermissions } from '@atrium/model';
import { Content, Header, Page, Progress, usePermission } from '@atrium/web-core';
import { PermissionRequired } from '../../components/PermissionRequired';
import { ImportStepper } from './ImportStepper';

/**
 * `/catalog-import`: register software that already exists, from a catalog file or, for a
 * repository without one, through a pull request that adds it.
 */
export function CatalogImportPage() {
  const analyze = usePermission({ permission: catalogPermissions.locationAnalyze });
  const create = usePermission({ permission: catalogPermissions.locationCreate });

  return (
    <Page>
      <Header
        title="Register an existing component"
        subtitle="Add software to the catalog from its repository"
      />
      <Content>
        {analyze.loading || create.loading ? (
          <Progress />
        ) : analyze.allowed ? (
          <ImportStepper canCreate={create.allowed} />
        ) : (
          <PermissionRequired
            action="register existing components"
            permission={catalogPermissions.locationAnalyze.name}
          />
        )}
      </Content>
    </Page>
  );
}
