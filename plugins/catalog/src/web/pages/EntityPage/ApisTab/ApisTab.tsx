import Stack from '@mui/material/Stack';
import { useEntity } from '@atrium/web-core';
import { RelatedEntitiesTable } from '../../../components/RelatedEntitiesTable/RelatedEntitiesTable';
import { apiRelations } from './apiRelations';

/** The APIs the entity provides and consumes, each table fetched in one by-refs request. */
export function ApisTab() {
  const entity = useEntity();
  const { provided, consumed } = apiRelations(entity);
  return (
    <Stack spacing={3}>
      <RelatedEntitiesTable
        title="Provided APIs"
        entityRefs={provided}
        emptyContent="This entity does not provide any APIs."
      />
      <RelatedEntitiesTable
        title="Consumed APIs"
        entityRefs={consumed}
        emptyContent="This entity does not consume any APIs."
      />
    </Stack>
  );
}
