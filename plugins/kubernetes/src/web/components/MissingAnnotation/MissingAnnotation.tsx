import type { Entity } from '@atrium/model';
import { MissingAnnotation as MissingAnnotationState } from '@atrium/web-core';
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

/** Spec 000 §2: the empty state of an entity that names no Kubernetes objects. */
export function MissingAnnotation({ entity }: { entity: Entity }) {
  return (
    <MissingAnnotationState
      entity={entity}
      exampleAnnotations={[
        `${KUBERNETES_ID_ANNOTATION}: ${entity.metadata.name}`,
        '# or, to select objects by their labels:',
        `# ${KUBERNETES_LABEL_SELECTOR_ANNOTATION}: 'app=${entity.metadata.name}'`,
      ]}
      action={
        <Button variant="contained" href={KUBERNETES_DOCS_URL} target="_blank" rel="noopener">
          {MISSING_ANNOTATION_BUTTON}
        </Button>
      }
    >
      <Typography>
        Add the annotation <code>{KUBERNETES_ID_ANNOTATION}</code> or{' '}
        <code>{KUBERNETES_LABEL_SELECTOR_ANNOTATION}</code> to this entity to see its Kubernetes
        objects here.
      </Typography>
      <Typography sx={{ mt: 1 }}>
        When both are set, the label selector takes precedence over the id annotation.
      </Typography>
    </MissingAnnotationState>
  );
}
