import Stack from '@mui/material/Stack';
import { useEntity } from '@atrium/web-core';
import { RelatedEntitiesTable } from '../../../components/RelatedEntitiesTable/RelatedEntitiesTable';
import { apiUsers } from '../ApisTab/apiRelations';

/** For an API entity: the components that provide it and those that consume it. */
export function ProvidersConsumersTab() {
  const entity = useEntity();
  const { providers, consumers } = apiUsers(entity);
  return (
    <Stack spacing={3}>
      <RelatedEntitiesTable
        title="Providers"
        entityRefs={providers}
        emptyContent="No component provides this API."
      />
      <RelatedEntitiesTable
        title="Consumers"
        entityRefs={consumers}
        emptyContent="No component consumes this API."
      />
    </Stack>
  );
}
