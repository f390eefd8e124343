import type { Entity } from '@atrium/model';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  KUBERNETES_ID_ANNOTATION,
  KUBERNETES_LABEL_SELECTOR_ANNOTATION,
} from '../../../shared/constants';
import { MISSING_ANNOTATION_BUTTON } from '../../../shared/messages';

/** Where Backstage documents the annotations; Atrium reads the same ones. */
export const KUBERNETES_DOCS_URL =
  'https://backstage.io/docs/features/kubernetes/configuration#surfacing-your-kubernetes-components-as-part-of-an-entity';

function yamlExample(entity: Entity): string {
  return [
    `apiVersion: ${entity.apiVersion}`,
    `kind: ${entity.kind}`,
    'metadata:',
    `  name: ${entity.metadata.name}`,
    '  annotations:',
    `    ${KUBERNETES_ID_ANNOTATION}: ${entity.metadata.name}`,
    `    # or, to select objects by their labels:`,
    `    # ${KUBERNETES_LABEL_SELECTOR_ANNOTATION}: 'app=${entity.metadata.name}'`,
  ].join('\n');
}

/** Spec 000 §2: the empty state of an entity that names no Kubernetes objects. */
export function MissingAnnotation({ entity }: { entity: Entity }) {
  return (
    <Box component="section" aria-labelledby="kubernetes-missing-annotation" sx={{ p: 2 }}>
      <Typography id="kubernetes-missing-annotation" variant="h5" component="h2" gutterBottom>
        Missing annotation
      </Typography>
      <Typography>
        Add the annotation <code>{KUBERNETES_ID_ANNOTATION}</code> or{' '}
        <code>{KUBERNETES_LABEL_SELECTOR_ANNOTATION}</code> to this entity to see its Kubernetes
        objects here.
      </Typography>
      <Typography sx={{ mt: 1 }}>
        When both are set, the label selector takes precedence over the id annotation.
      </Typography>
      <Box
        component="pre"
        aria-label="YAML example"
        sx={{ bgcolor: 'action.hover', p: 2, borderRadius: 1, overflowX: 'auto' }}
      >
        {yamlExample(entity)}
      </Box>
      <Button variant="contained" href={KUBERNETES_DOCS_URL} target="_blank" rel="noopener">
        {MISSING_ANNOTATION_BUTTON}
      </Button>
    </Box>
  );
}
