import type { Entity } from '@atrium/model';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TECHDOCS_ENTITY_ANNOTATION, TECHDOCS_REF_ANNOTATION } from '../../../shared/constants';

function yamlExample(entity: Entity): string {
  return [
    `apiVersion: ${entity.apiVersion}`,
    `kind: ${entity.kind}`,
    'metadata:',
    `  name: ${entity.metadata.name}`,
    '  annotations:',
    `    ${TECHDOCS_REF_ANNOTATION}: dir:.`,
    `    # or, to show the docs of another entity:`,
    `    # ${TECHDOCS_ENTITY_ANNOTATION}: component:default/other-service`,
  ].join('\n');
}

/** Spec 001 §5 "Docs availability": the empty state of an entity without docs. */
export function MissingDocsAnnotation({ entity }: { entity: Entity }) {
  return (
    <Box component="section" aria-labelledby="techdocs-missing-annotation" sx={{ p: 2 }}>
      <Typography id="techdocs-missing-annotation" variant="h5" component="h2" gutterBottom>
        Missing annotation
      </Typography>
      <Typography>
        Add the annotation <code>{TECHDOCS_REF_ANNOTATION}</code> to this entity, pointing at the
        folder that holds its <code>mkdocs.yml</code>, to see its documentation here.
      </Typography>
      <Box
        component="pre"
        aria-label="YAML example"
        sx={{ bgcolor: 'action.hover', p: 2, mt: 2, borderRadius: 1, overflowX: 'auto' }}
      >
        {yamlExample(entity)}
      </Box>
    </Box>
  );
}
