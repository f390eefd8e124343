import { stringifyEntityRef, type Entity } from '@atrium/model';
import { Content, ErrorPanel, Header, Page, useApiClient } from '@atrium/web-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { stringify } from 'yaml';
import { templatesQueryOptions } from '../../api/templatesQueries';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import { FormDataView } from '../../components/FormDataView/FormDataView';
import { parseTemplateForm } from '../../components/TemplateFormPreview/parseTemplateForm';
import { TemplateFormPreview } from '../../components/TemplateFormPreview/TemplateFormPreview';
import { builtinFieldExtensions } from '../../fields/builtinFieldExtensions';
import { createFieldExtensionRegistry, type FieldExtension } from '../../fields/fieldExtensions';

export interface TemplateFormPlaygroundPageProps {
  fieldExtensions?: readonly FieldExtension[];
}

const STARTER = `# spec.parameters of a template (or paste a whole template)
- title: Fill in some steps
  required: [name]
  properties:
    name:
      title: Name
      type: string
      ui:autofocus: true
    owner:
      title: Owner
      type: string
      ui:field: OwnerPicker
`;

function parametersYaml(entity: Entity): string {
  const parameters = (entity.spec as { parameters?: unknown } | undefined)?.parameters ?? [];
  return stringify(parameters);
}

/**
 * `/create/template-form`: the form of an existing template's parameters, or of parameters being
 * written, rendered live (spec 001 §2 "Template Form Playground").
 */
export function TemplateFormPlaygroundPage({
  fieldExtensions = [],
}: TemplateFormPlaygroundPageProps) {
  const api = useApiClient();
  const templates = useQuery(templatesQueryOptions(api));
  const registry = useMemo(
    () => createFieldExtensionRegistry([...builtinFieldExtensions, ...fieldExtensions]),
    [fieldExtensions],
  );
  const [chosen, setChosen] = useState('');
  const [text, setText] = useState(STARTER);
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const parsed = useMemo(() => parseTemplateForm(text), [text]);

  return (
    <Page>
      <Header
        title="Template Form Playground"
        subtitle="Edit a template's parameters and see the form"
      />
      <Content>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {templates.isError && (
              <ErrorPanel error={templates.error} title="Could not load the templates" />
            )}
            <TextField
              select
              fullWidth
              label="Load an existing template"
              value={chosen}
              disabled={!templates.data}
              onChange={event => {
                const ref = event.target.value;
                const entity = templates.data?.find(item => stringifyEntityRef(item) === ref);
                setChosen(ref);
                if (entity) {
                  setText(parametersYaml(entity));
                  setFormData({});
                }
              }}
              sx={{ mb: 2 }}
            >
              {(templates.data ?? []).map(entity => (
                <MenuItem key={stringifyEntityRef(entity)} value={stringifyEntityRef(entity)}>
                  {entity.metadata.title ?? entity.metadata.name}
                </MenuItem>
              ))}
            </TextField>
            <CodeEditor label="Template parameters" value={text} onChange={setText} height={480} />
          </Paper>
          <Paper component="section" aria-label="Form preview" variant="outlined" sx={{ p: 2 }}>
            {parsed.ok ? (
              <TemplateFormPreview
                steps={parsed.steps}
                registry={registry}
                formData={formData}
                onChange={setFormData}
                sourceKey={text}
              />
            ) : (
              <Alert severity="error" role="alert">
                {parsed.error}
              </Alert>
            )}
            <FormDataView formData={formData} />
          </Paper>
        </Box>
      </Content>
    </Page>
  );
}
