import {
  Content,
  ErrorPanel,
  Header,
  Page,
  Progress,
  useApiClient,
  WarningPanel,
} from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { templatesQueryOptions } from '../../api/templatesQueries';
import { REGISTER_COMPONENT_PATH } from '../../routes';
import { TemplateCard } from './TemplateCard';
import { TemplateFiltersBar } from './TemplateFiltersBar';
import {
  defaultTemplateGroups,
  emptyTemplateFilters,
  filterChoices,
  filterTemplates,
  groupTemplates,
  type TemplateGroup,
} from './templateGroups';

export interface CreatePageProps {
  /** The named sections; templates no group accepts are listed under 'Other Templates'. */
  groups?: TemplateGroup[];
}

/** `/create`: the templates of the catalog, grouped and filterable (spec 001 §2). */
export function CreatePage({ groups = defaultTemplateGroups }: CreatePageProps) {
  const api = useApiClient();
  const templates = useQuery(templatesQueryOptions(api));
  const [filters, setFilters] = useState(emptyTemplateFilters);
  const all = useMemo(() => templates.data ?? [], [templates.data]);
  const choices = useMemo(() => filterChoices(all), [all]);
  const sections = useMemo(
    () => groupTemplates(filterTemplates(all, filters), groups),
    [all, filters, groups],
  );

  return (
    <Page>
      <Header
        title="Create a new component"
        subtitle="Create new software components using standard templates in your organization"
      />
      <Content>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button component={RouterLink} to={REGISTER_COMPONENT_PATH} variant="outlined">
            Register Existing Component
          </Button>
        </Box>
        {templates.isPending && <Progress />}
        {templates.isError && (
          <ErrorPanel error={templates.error} title="Could not load templates" defaultExpanded />
        )}
        {templates.isSuccess && all.length === 0 && (
          <WarningPanel
            severity="info"
            title="No templates found"
            message="Register a Template entity in the catalog to offer it here."
            defaultExpanded
          />
        )}
        {templates.isSuccess && all.length > 0 && (
          <>
            <TemplateFiltersBar filters={filters} choices={choices} onChange={setFilters} />
            {sections.length === 0 && (
              <Typography role="status">No templates match these filters.</Typography>
            )}
            {sections.map(section => (
              <Box
                component="section"
                key={section.title}
                aria-label={section.title}
                sx={{ mb: 4 }}
              >
                <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                  {section.title}
                </Typography>
                <Grid container spacing={2}>
                  {section.templates.map(template => (
                    <Grid
                      key={`${template.metadata.namespace ?? 'default'}/${template.metadata.name}`}
                      size={{ xs: 12, md: 6, lg: 4 }}
                    >
                      <TemplateCard template={template} />
                    </Grid>
                  ))}
                </Grid>
              </Box>
            ))}
          </>
        )}
      </Content>
    </Page>
  );
}
