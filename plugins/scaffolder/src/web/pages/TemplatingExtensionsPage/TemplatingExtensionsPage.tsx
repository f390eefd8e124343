import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Content, ErrorPanel, Header, Link, Page, Progress, useApiClient } from '@atrium/web-core';
import { useId, useState } from 'react';
import { templatingExtensionsQueryOptions } from '../../api/taskQueries';
import type {
  TemplatingCallableDescription,
  TemplatingExtensionsResponse,
  TemplatingValueDescription,
} from '../../../shared/contract';
import { CodeBlock } from '../../components/MarkdownText/MarkdownText';
import { ExamplesList } from '../../components/ExamplesList/ExamplesList';
import { SchemaTable } from '../../components/SchemaTable/SchemaTable';
import { matchesSearch, SearchField } from '../../components/SearchField/SearchField';

const SECTIONS = ['Filters', 'Functions', 'Values'] as const;
type Section = (typeof SECTIONS)[number];

/** `/create/templating-extensions`: the filters, functions and values `${{ }}` expressions can use. */
export function TemplatingExtensionsPage() {
  const api = useApiClient();
  const query = useQuery(templatingExtensionsQueryOptions(api));
  const [section, setSection] = useState<Section>('Filters');
  const [search, setSearch] = useState('');
  const tabsId = useId();

  return (
    <Page>
      <Header
        title="Templating Extensions"
        subtitle="The filters, functions and values templates can use"
      />
      <Content>
        <SearchField value={search} onChange={setSearch} label="Search extensions" />
        <Tabs
          value={section}
          onChange={(_event, value: Section) => setSection(value)}
          aria-label="Extension kind"
        >
          {SECTIONS.map(name => (
            <Tab
              key={name}
              value={name}
              label={name}
              id={`${tabsId}-tab-${name}`}
              aria-controls={`${tabsId}-panel-${name}`}
            />
          ))}
        </Tabs>
        {query.isPending && <Progress />}
        {query.error && (
          <ErrorPanel error={query.error} title="Could not load the templating extensions" />
        )}
        {query.data && (
          <Box
            role="tabpanel"
            id={`${tabsId}-panel-${section}`}
            aria-labelledby={`${tabsId}-tab-${section}`}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}
          >
            <SectionEntries section={section} data={query.data} search={search} />
          </Box>
        )}
      </Content>
    </Page>
  );
}

function SectionEntries({
  section,
  data,
  search,
}: {
  section: Section;
  data: TemplatingExtensionsResponse;
  search: string;
}) {
  const entries: Array<[string, TemplatingCallableDescription | TemplatingValueDescription]> =
    Object.entries(
      section === 'Filters'
        ? data.filters
        : section === 'Functions'
          ? data.globals.functions
          : data.globals.values,
    );
  const shown = entries
    .filter(([name, entry]) => matchesSearch(search, name, entry.description))
    .sort(([a], [b]) => a.localeCompare(b));
  if (shown.length === 0) return <Typography>Sorry, no results were found</Typography>;
  return shown.map(([name, entry]) => (
    <ExtensionCard key={name} kind={section} name={name} entry={entry} />
  ));
}

function ExtensionCard({
  kind,
  name,
  entry,
}: {
  kind: Section;
  name: string;
  entry: TemplatingCallableDescription | TemplatingValueDescription;
}) {
  const headingId = `${kind.toLowerCase()}-${name}`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontFamily: 'monospace' }}>
        <Link href={`#${headingId}`}>{name}</Link>
      </Typography>
      {entry.description && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {entry.description}
        </Typography>
      )}
      {'value' in entry ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Value
          </Typography>
          <CodeBlock text={JSON.stringify(entry.value, null, 2)} label={`Value of ${name}`} />
        </>
      ) : (
        <CallableDetails name={name} entry={entry} />
      )}
    </Paper>
  );
}

function CallableDetails({ name, entry }: { name: string; entry: TemplatingCallableDescription }) {
  const args = entry.schema?.arguments ?? [];
  return (
    <>
      {args.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Arguments
          </Typography>
          {args.map((schema, index) => (
            <Box key={index} sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {`Argument ${index + 1}`}
              </Typography>
              <SchemaTable schema={schema} label={`Argument ${index + 1} of ${name}`} />
            </Box>
          ))}
        </>
      )}
      {entry.schema?.output && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Output
          </Typography>
          <SchemaTable schema={entry.schema.output} label={`Output of ${name}`} />
        </>
      )}
      <ExamplesList examples={entry.examples} subject={name} headingVariant="subtitle1" />
    </>
  );
}
