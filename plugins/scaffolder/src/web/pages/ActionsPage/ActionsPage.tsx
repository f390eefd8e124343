import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Content, ErrorPanel, Header, Link, Page, Progress, useApiClient } from '@atrium/web-core';
import { useState } from 'react';
import type { ActionDescription } from '../../../shared/contract';
import { actionsQueryOptions } from '../../api/taskQueries';
import { ExamplesList } from '../../components/ExamplesList/ExamplesList';
import { SchemaTable } from '../../components/SchemaTable/SchemaTable';
import { matchesSearch, SearchField } from '../../components/SearchField/SearchField';

/** `/create/actions`: the actions templates can use, with their input, output and examples. */
export function ActionsPage() {
  const api = useApiClient();
  const query = useQuery(actionsQueryOptions(api));
  const [search, setSearch] = useState('');
  const actions = (query.data ?? []).filter(action =>
    matchesSearch(search, action.id, action.description),
  );

  return (
    <Page>
      <Header
        title="Installed actions"
        subtitle="This is the collection of all installed actions"
      />
      <Content>
        <SearchField value={search} onChange={setSearch} label="Search actions" />
        {query.isPending && <Progress />}
        {query.error && <ErrorPanel error={query.error} title="Could not load the actions" />}
        {query.data && actions.length === 0 && (
          <Typography>Sorry, no results were found</Typography>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {actions.map(action => (
            <ActionCard key={action.id} action={action} />
          ))}
        </Box>
      </Content>
    </Page>
  );
}

function ActionCard({ action }: { action: ActionDescription }) {
  const headingId = `action-${action.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      {/* The id makes each action linkable: /create/actions#action-fetch:template */}
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontFamily: 'monospace' }}>
        <Link href={`#${headingId}`}>{action.id}</Link>
      </Typography>
      {action.description && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {action.description}
        </Typography>
      )}
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Input
      </Typography>
      <SchemaTable schema={action.schema?.input} label={`Input of ${action.id}`} />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Output
      </Typography>
      <SchemaTable schema={action.schema?.output} label={`Output of ${action.id}`} />
      <ExamplesList examples={action.examples} subject={action.id} />
    </Paper>
  );
}
