import { getCompoundEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';
import { useStarredEntities } from '@atrium/plugin-user-settings/react';
import { IconAction, IconActions } from '@atrium/web-core';
import { entityRoutePath } from '../../entityRoute';

export const EDIT_URL_ANNOTATION = 'backstage.io/edit-url';

// The Material icons package is not a dependency; these are its star, outline star, eye and pencil.
const STAR =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';
const VISIBILITY =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EDIT =
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';

/** The star toggle, 'View' and 'Edit' of a catalog table row (spec 001 §2). */
export function EntityActions({ entity }: { entity: Entity }) {
  const { isStarred, toggle } = useStarredEntities();
  const ref = stringifyEntityRef(getCompoundEntityRef(entity)).toLowerCase();
  const starred = isStarred(ref);
  const editUrl = entity.metadata.annotations?.[EDIT_URL_ANNOTATION];
  const entityPath = entityRoutePath({
    kind: entity.kind,
    namespace: entity.metadata.namespace,
    name: entity.metadata.name,
  });

  return (
    <IconActions>
      <IconAction
        label={starred ? 'Remove from favorites' : 'Add to favorites'}
        iconPath={starred ? STAR : STAR_BORDER}
        tone={starred ? 'warning' : undefined}
        onClick={() => void toggle(ref)}
      />
      <IconAction label="View" iconPath={VISIBILITY} to={entityPath} />
      {editUrl ? (
        <IconAction label="Edit" iconPath={EDIT} href={editUrl} />
      ) : (
        <IconAction label="Edit" iconPath={EDIT} disabled />
      )}
    </IconActions>
  );
}
