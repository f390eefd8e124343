import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Entity } from '@atrium/model';
import {
  Content,
  ErrorPanel,
  Header,
  Page,
  Progress,
  WarningPanel,
  useApiClient,
} from '@atrium/web-core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EntityRefLink } from '../../components/EntityRefLink/EntityRefLink';
import { entityQueryOptions } from '../../queries';
import { AboutCard } from './AboutCard';
import { entityPageSubtitle, entityPageTitle, specString } from './entityHeader';
import { RelationsCard } from './RelationsCard';

/** One entity: header, About and Relations (spec 001 §2 "Entity page"). */
export function EntityPage() {
  const api = useApiClient();
  const { kind = '', namespace = '', name = '' } = useParams();
  const entity = useQuery(entityQueryOptions(api, { kind, namespace, name }));

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
  return <EntityView entity={entity.data} />;
}

function EntityView({ entity }: { entity: Entity }) {
  const owner = specString(entity, 'owner');
  const lifecycle = specString(entity, 'lifecycle');
  return (
    <Page>
      <Header title={entityPageTitle(entity)} subtitle={entityPageSubtitle(entity)}>
        <HeaderLabel label="Owner">
          {owner ? <EntityRefLink entityRef={owner} defaultKind="group" /> : 'Unknown'}
        </HeaderLabel>
        <HeaderLabel label="Lifecycle">{lifecycle ?? 'Unknown'}</HeaderLabel>
      </Header>
      <Content>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <AboutCard entity={entity} />
          <RelationsCard entity={entity} />
        </Box>
      </Content>
    </Page>
  );
}

function HeaderLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ fontWeight: 'bold' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="p" sx={{ '& a': { color: 'inherit' } }}>
        {children}
      </Typography>
    </Box>
  );
}
