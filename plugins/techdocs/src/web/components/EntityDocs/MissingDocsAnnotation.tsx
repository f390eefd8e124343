import type { Entity } from '@atrium/model';
import { MissingAnnotation } from '@atrium/web-core';
import Typography from '@mui/material/Typography';
import { TECHDOCS_ENTITY_ANNOTATION, TECHDOCS_REF_ANNOTATION } from '../../../shared/constants';

/** Spec 001 §5 "Docs availability": the empty state of an entity without docs. */
export function MissingDocsAnnotation({ entity }: { entity: Entity }) {
  return (
    <MissingAnnotation
      entity={entity}
      exampleAnnotations={[
        `${TECHDOCS_REF_ANNOTATION}: dir:.`,
        '# or, to show the docs of another entity:',
        `# ${TECHDOCS_ENTITY_ANNOTATION}: component:default/other-service`,
      ]}
    >
      <Typography>
        Add the annotation <code>{TECHDOCS_REF_ANNOTATION}</code> to this entity, pointing at the
        folder that holds its <code>mkdocs.yml</code>, to see its documentation here.
      </Typography>
    </MissingAnnotation>
  );
}
