import { Content, Header, Page } from '@atrium/web-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import { parse } from 'yaml';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import { FormDataView } from '../../components/FormDataView/FormDataView';
import { PreviewErrorBoundary } from '../../components/TemplateFormPreview/PreviewErrorBoundary';
import { builtinFieldExtensions } from '../../fields/builtinFieldExtensions';
import { createFieldExtensionRegistry, type FieldExtension } from '../../fields/fieldExtensions';
import type { WizardFormContext } from '../../fields/formContext';
import { fieldSample } from './fieldSamples';

export interface CustomFieldExplorerPageProps {
  fieldExtensions?: readonly FieldExtension[];
}

type Options = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

function readOptions(text: string): Options {
  try {
    const value: unknown = parse(text);
    if (value === null || value === undefined) return { ok: true, value: {} };
    if (typeof value !== 'object' || Array.isArray(value)) {
      return { ok: false, error: 'The options must be an object (YAML or JSON)' };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `/create/custom-fields`: one registered field extension rendered with the `ui:options` being
 * written, and the form data it produces (spec 001 §2 "Custom Field Explorer").
 */
export function CustomFieldExplorerPage({ fieldExtensions = [] }: CustomFieldExplorerPageProps) {
  const registry = useMemo(
    () => createFieldExtensionRegistry([...builtinFieldExtensions, ...fieldExtensions]),
    [fieldExtensions],
  );
  const [name, setName] = useState(registry.list[0]?.name ?? '');
  const [optionsText, setOptionsText] = useState(() => fieldSample(name).options);
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const options = useMemo(() => readOptions(optionsText), [optionsText]);
  // The last options that parsed stay on screen while the text is being fixed.
  const [shown, setShown] = useState<Record<string, unknown>>({});
  if (options.ok && JSON.stringify(options.value) !== JSON.stringify(shown))
    setShown(options.value);

  const sample = fieldSample(name);
  const schema: RJSFSchema = {
    type: 'object',
    properties: { [name]: { title: name, ...sample.schema } as RJSFSchema },
  };
  const uiSchema = {
    [name]: { 'ui:field': name, 'ui:options': shown },
    'ui:submitButtonOptions': { norender: true },
  };
  const formContext: WizardFormContext = { formData, secrets: {}, setSecret: () => undefined };

  return (
    <Page>
      <Header
        title="Custom Field Explorer"
        subtitle="Try the form's field extensions and their options"
      />
      <Content>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <TextField
              select
              fullWidth
              label="Field extension"
              value={name}
              onChange={event => {
                setName(event.target.value);
                setOptionsText(fieldSample(event.target.value).options);
                setFormData({});
              }}
              sx={{ mb: 2 }}
            >
              {registry.list.map(extension => (
                <MenuItem key={extension.name} value={extension.name}>
                  {extension.name}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              ui:options
            </Typography>
            <CodeEditor
              label="Field options"
              value={optionsText}
              onChange={setOptionsText}
              height={280}
            />
            {!options.ok && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {options.error}
              </Alert>
            )}
          </Paper>
          <Paper component="section" aria-label="Field preview" variant="outlined" sx={{ p: 2 }}>
            <PreviewErrorBoundary resetKey={`${name}:${JSON.stringify(shown)}`}>
              <Form
                // Fields read their options when they mount; new options mean a new field.
                key={`${name}:${JSON.stringify(shown)}`}
                schema={schema}
                uiSchema={uiSchema}
                formData={formData}
                formContext={formContext}
                fields={registry.fields}
                validator={validator}
                noHtml5Validate
                showErrorList={false}
                onChange={event => setFormData(event.formData as Record<string, unknown>)}
              />
            </PreviewErrorBoundary>
            <FormDataView formData={formData} />
          </Paper>
        </Box>
      </Content>
    </Page>
  );
}
