import Breadcrumbs from '@mui/material/Breadcrumbs';
import { useQuery } from '@tanstack/react-query';
import {
  catalogPermissions,
  getCompoundEntityRef,
  RELATION_PART_OF,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import {
  Content,
  createLazyPage,
  EntityProvider,
  ErrorPanel,
  Header,
  Page,
  Progress,
  WarningPanel,
  useAlerts,
  useApiClient,
  useHasBeenTrue,
  usePermission,
  useWebExtensions,
} from '@atrium/web-core';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EntityRefLink } from '../../components/EntityRefLink/EntityRefLink';
import { entityRoutePath } from '../../entityRoute';
import { useCatalogOptions } from '../../catalogOptions';
import { useEntityLiveUpdates } from '../../live/useEntityLiveUpdates';
import { entityQueryOptions } from '../../queries';
import { EntityContextMenu } from './EntityContextMenu/EntityContextMenu';
import { useContributedMenuEntries } from './EntityContextMenu/useContributedMenuEntries';
import { EntityTabsLayout } from './EntityTabsLayout/EntityTabsLayout';
import { visibleEntityTabs } from './EntityTabsLayout/selectEntityTabs';
import { EntityWarnings } from './EntityWarnings/EntityWarnings';
import { parseInspectTab } from './InspectorDialog/inspectTab';
import { EntityHeader } from './EntityHeader/EntityHeader';
import { HeaderLabel } from './EntityHeader/HeaderLabel';
import { headerSpecLabels, type HeaderSpecLabel } from './entityHeader';

// The dialogs are their own chunks (the inspector brings a YAML serialiser): loaded when first
// opened, then kept mounted so they close with their transition.
const inspectorDialog = createLazyPage(() =>
  import('./InspectorDialog/InspectorDialog').then(module => module.InspectorDialog),
);
const unregisterDialog = createLazyPage(() =>
  import('./UnregisterDialog/UnregisterDialog').then(module => module.UnregisterDialog),
);

/**
 * One entity: header, warnings and the plugins' tabs that apply to it (spec 001 §2 "Entity page").
 * Its 'More' menu adds the plugins' entries; the catalog's options say how it offers unregistering.
 */
export function EntityPage() {
  const api = useApiClient();
  const alerts = useAlerts();
  // Confirmations such as 'Removed entity x' are transient (spec 001 §4 "Alerts").
  const notify = useCallback(
    (message: string) => alerts.post(message, { severity: 'success', display: 'transient' }),
    [alerts],
  );
  const { kind = '', namespace = '', name = '' } = useParams();
  const entity = useQuery(entityQueryOptions(api, { kind, namespace, name }));
  // From the URL, not the answer: a page saying there is no such entity shows it once registered.
  useEntityLiveUpdates(stringifyEntityRef({ kind, namespace, name }));

  if (entity.isPending) {
    return (
      <Page>
        <Header title={name} />
        <Content>
          <Progress />
        </Content>
      </Page>
    );
  }
  if (entity.isError || entity.data === null) {
    return (
      <Page>
        <Header title={name} />
        <Content>
          {entity.isError ? (
            <ErrorPanel error={entity.error} />
          ) : (
            <WarningPanel
              title={`There is no ${kind} with the requested kind, namespace, and name.`}
            />
          )}
        </Content>
      </Page>
    );
  }
  // Keyed so that opening another entity (e.g. from the ancestry graph) starts with fresh state.
  return (
    <EntityView key={stringifyEntityRef(entity.data)} entity={entity.data} onNotice={notify} />
  );
}

interface EntityViewProps {
  entity: Entity;
  /** Receives confirmations such as 'Removed entity web'. */
  onNotice: (message: string) => void;
}

function EntityView({ entity, onNotice }: EntityViewProps) {
  const { unregisterEntity } = useCatalogOptions();
  const menuEntries = useContributedMenuEntries(entity);
  const specLabels = headerSpecLabels(entity);
  const parents = (entity.relations ?? []).filter(relation => relation.type === RELATION_PART_OF);
  const [searchParams, setSearchParams] = useSearchParams();
  const [unregistering, setUnregistering] = useState(false);
  const inspectValue = searchParams.get('inspect');
  const inspectorOpened = useHasBeenTrue(inspectValue !== null);
  const unregisterOpened = useHasBeenTrue(unregistering);
  const { '*': rest = '' } = useParams();
  const allTabs = useWebExtensions().entityTabs;
  const tabs = useMemo(() => visibleEntityTabs(allTabs, entity), [allTabs, entity]);
  const canUnregister = usePermission({
    permission: catalogPermissions.entityDelete,
    resourceRef: stringifyEntityRef(entity),
  });

  // Spec 001 §2: the `inspect` parameter is the dialog's state, so it can be linked to and the
  // back button closes it.
  function setInspect(value: string | undefined) {
    setSearchParams(params => {
      const next = new URLSearchParams(params);
      if (value === undefined) next.delete('inspect');
      else next.set('inspect', value);
      return next;
    });
  }

  return (
    <Page>
      <EntityHeader entity={entity}>
        {parents.length > 0 && (
          <HeaderLabel label="Part of">
            <Breadcrumbs aria-label="Parent entities" sx={{ color: 'inherit' }}>
              {parents.map(relation => (
                <EntityRefLink
                  key={relation.targetRef}
                  entityRef={relation.targetRef}
                  defaultKind={entity.kind}
                />
              ))}
            </Breadcrumbs>
          </HeaderLabel>
        )}
        {specLabels.map(label => (
          <SpecLabel key={label.field} label={label} />
        ))}
        <EntityContextMenu
          allowed={canUnregister.allowed}
          unregisterEntity={unregisterEntity}
          onUnregister={() => setUnregistering(true)}
          onInspect={() => setInspect('')}
          extraItems={menuEntries}
        />
      </EntityHeader>
      <Content>
        <EntityWarnings entity={entity} onDone={onNotice} />
        <EntityProvider entity={entity}>
          <EntityTabsLayout
            tabs={tabs}
            baseUrl={entityRoutePath(getCompoundEntityRef(entity))}
            rest={rest}
          />
        </EntityProvider>
      </Content>
      <Suspense fallback={null}>
        {inspectorOpened && (
          <inspectorDialog.Page
            entity={entity}
            open={inspectValue !== null}
            tab={parseInspectTab(inspectValue)}
            onSelectTab={tab => setInspect(tab)}
            onClose={() => setInspect(undefined)}
          />
        )}
        {unregisterOpened && (
          <unregisterDialog.Page
            entity={entity}
            open={unregistering}
            onClose={() => setUnregistering(false)}
            onDone={onNotice}
          />
        )}
      </Suspense>
    </Page>
  );
}

function SpecLabel({ label }: { label: HeaderSpecLabel }) {
  if (label.field === 'owner') {
    return (
      <HeaderLabel label="Owner">
        {label.value ? <EntityRefLink entityRef={label.value} defaultKind="group" /> : 'Unknown'}
      </HeaderLabel>
    );
  }
  return <HeaderLabel label="Lifecycle">{label.value ?? 'Unknown'}</HeaderLabel>;
}
