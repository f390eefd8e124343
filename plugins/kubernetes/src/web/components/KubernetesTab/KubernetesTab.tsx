import type { Entity } from '@atrium/model';
import { Progress, usePermission, useEntity, WarningPanel } from '@atrium/web-core';
import {
  KUBERNETES_ID_ANNOTATION,
  KUBERNETES_LABEL_SELECTOR_ANNOTATION,
  kubernetesPermissions,
} from '../../../shared/constants';
import { PERMISSION_REQUIRED_MESSAGE, PERMISSION_REQUIRED_TITLE } from '../../../shared/messages';
import { KubernetesContent, useKubernetesObjects } from '../KubernetesContent/KubernetesContent';
import { MissingAnnotation } from '../MissingAnnotation/MissingAnnotation';

export function hasKubernetesAnnotation(entity: Entity): boolean {
  const annotations = entity.metadata.annotations ?? {};
  return Boolean(
    annotations[KUBERNETES_ID_ANNOTATION] || annotations[KUBERNETES_LABEL_SELECTOR_ANNOTATION],
  );
}

/** The entity page's Kubernetes tab (spec 000 §2); both permissions of spec 000 §6 gate it. */
export function KubernetesTab() {
  const entity = useEntity();
  const annotated = hasKubernetesAnnotation(entity);
  const clusters = usePermission({ permission: kubernetesPermissions.clustersRead });
  const resources = usePermission({ permission: kubernetesPermissions.resourcesRead });
  const denied =
    (!clusters.loading && !clusters.allowed) || (!resources.loading && !resources.allowed);
  // Started before the permissions are known, and stopped (no more refreshes) once refused.
  const objects = useKubernetesObjects(entity, { enabled: annotated && !denied });

  if (clusters.loading || resources.loading) return <Progress />;
  if (!clusters.allowed || !resources.allowed) {
    return (
      <WarningPanel
        severity="warning"
        title={PERMISSION_REQUIRED_TITLE}
        message={PERMISSION_REQUIRED_MESSAGE}
        defaultExpanded
      />
    );
  }
  if (!annotated) return <MissingAnnotation entity={entity} />;
  return <KubernetesContent entity={entity} objects={objects} />;
}
