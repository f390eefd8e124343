import { stringifyEntityRef, type Entity } from '@atrium/model';
import {
  ErrorPanel,
  Progress,
  useApiClient,
  useAppConfig,
  useAuthProviders,
  WarningPanel,
} from '@atrium/web-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { detectErrorsByCluster } from '../../../shared/detectErrors';
import {
  clusterErrorMessage,
  NO_RESOURCES_TITLE,
  noResourcesMessage,
  RETRIEVAL_PROBLEM_TITLE,
  retrievalProblemMessage,
  YOUR_CLUSTERS_HEADING,
} from '../../../shared/messages';
import { createClusterCredentials } from '../../clusterCredentials';
import { ClusterTokenContext } from '../../clusterTokenContext';
import { objectsQueryOptions } from '../../queries';
import { ClusterPanel } from '../ClusterPanel/ClusterPanel';
import { ErrorReporting } from '../ErrorReporting/ErrorReporting';
import { isTerminalSupported, TerminalSupportContext } from '../TerminalDialog/terminalSupport';

/**
 * The entity's objects on every cluster, asked for as soon as the tab opens: the request runs
 * while the permission check does, rather than after it. A user without the permissions gets a
 * refusal nobody shows.
 */
export function useKubernetesObjects(entity: Entity, options: { enabled: boolean }) {
  const api = useApiClient();
  const authProviders = useAuthProviders();
  // Made once per visit: a login the user turned down is not asked for again while they stay.
  const credentials = useMemo(() => createClusterCredentials(authProviders), [authProviders]);
  const query = useQuery({
    ...objectsQueryOptions(api, stringifyEntityRef(entity), credentials),
    enabled: options.enabled,
  });
  return { query, credentials };
}

export type KubernetesObjects = ReturnType<typeof useKubernetesObjects>;

/** The tab's body once the entity names its objects (spec 000 §2, §8). */
export function KubernetesContent({
  entity,
  objects,
}: {
  entity: Entity;
  objects: KubernetesObjects;
}) {
  const config = useAppConfig();
  const { query, credentials } = objects;
  const items = query.data?.items;
  const clusters = query.data?.clusters;
  const detected = useMemo(() => detectErrorsByCluster(items ?? []), [items]);
  const clusterToken = useMemo(() => {
    const byName = new Map((clusters ?? []).map(cluster => [cluster.name, cluster]));
    return (name: string) => {
      const cluster = byName.get(name);
      return cluster ? credentials.tokenFor(cluster) : Promise.resolve(undefined);
    };
  }, [clusters, credentials]);

  if (query.isPending) return <Progress />;
  if (!items) return <ErrorPanel error={query.error ?? new Error('No answer')} />;

  const failingClusters = items.filter(item => item.errors.length > 0);
  const name = entity.metadata.name;
  const terminalSupported = isTerminalSupported(config, clusters ?? []);
  return (
    <TerminalSupportContext value={terminalSupported}>
      <ClusterTokenContext value={clusterToken}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {/* A failed refresh keeps the last answer on screen, and the open drawers with it. */}
          {query.error && <ErrorPanel error={query.error} />}
          <ErrorReporting items={items} detected={detected} />
          {failingClusters.length > 0 && (
            <WarningPanel
              severity="error"
              title={RETRIEVAL_PROBLEM_TITLE}
              message={retrievalProblemMessage(name)}
              defaultExpanded
            >
              {failingClusters.map(item => (
                <Box key={item.cluster.name} sx={{ mt: 1 }}>
                  <Typography variant="subtitle2" component="h3">
                    Cluster: {item.cluster.title ?? item.cluster.name}
                  </Typography>
                  <Box component="ul" sx={{ m: 0 }}>
                    {item.errors.map((error, index) => (
                      <li key={index}>{clusterErrorMessage(error)}</li>
                    ))}
                  </Box>
                </Box>
              ))}
            </WarningPanel>
          )}
          <Typography variant="h5" component="h2">
            {YOUR_CLUSTERS_HEADING}
          </Typography>
          {items.length === 0 ? (
            <Box component="section" aria-labelledby="kubernetes-no-resources">
              <Typography id="kubernetes-no-resources" variant="h6" component="h3">
                {NO_RESOURCES_TITLE}
              </Typography>
              <Typography>{noResourcesMessage(name)}</Typography>
            </Box>
          ) : (
            items.map(item => (
              <ClusterPanel
                key={item.cluster.name}
                objects={item}
                errors={detected.get(item.cluster.name) ?? []}
                defaultExpanded={items.length === 1}
              />
            ))
          )}
        </Box>
      </ClusterTokenContext>
    </TerminalSupportContext>
  );
}
