import { screen } from '@testing-library/react';
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useCallback, useState } from 'react';
import { builtinFieldExtensions } from '../fields/builtinFieldExtensions';
import { createFieldExtensionRegistry } from '../fields/fieldExtensions';
import type { WizardFormContext } from '../fields/formContext';
import { createStepValidator } from '../pages/TemplateWizardPage/validateStep';
import { renderScaffolderRoute } from './renderScaffolderRoute';
import type { OAuthClient, SessionManager } from '@atrium/web-core';

const registry = createFieldExtensionRegistry(builtinFieldExtensions);

interface FieldHarnessProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  initial: Record<string, unknown>;
  secrets: Record<string, string>;
}

function FieldHarness({ schema, uiSchema, initial, secrets }: FieldHarnessProps) {
  const [formData, setFormData] = useState<Record<string, unknown>>(initial);
  const [submitted, setSubmitted] = useState<string>('');
  const [secretState, setSecretState] = useState(secrets);
  const setSecret = useCallback(
    (key: string, value: string | undefined) =>
      setSecretState(current =>
        current[key] === value ? current : { ...current, [key]: value ?? '' },
      ),
    [],
  );
  const context: WizardFormContext = { formData, secrets: secretState, setSecret };
  const customValidate = createStepValidator(
    { title: 'Test', schema: schema as Record<string, unknown>, uiSchema },
    registry,
    { formData, integrations: () => [] },
  );
  return (
    <>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={context}
        fields={registry.fields}
        validator={validator}
        customValidate={customValidate}
        noHtml5Validate
        showErrorList={false}
        onError={() => undefined}
        onChange={event => setFormData(event.formData as Record<string, unknown>)}
        onSubmit={event => setSubmitted(JSON.stringify(event.formData))}
      />
      <output aria-label="Form data">{JSON.stringify(formData)}</output>
      <output aria-label="Submitted">{submitted}</output>
      <output aria-label="Secrets">{JSON.stringify(secretState)}</output>
    </>
  );
}

/** Renders one field of a form (property `field`) with the built-in field extensions. */
export function renderField(options: {
  field: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  required?: boolean;
  formData?: Record<string, unknown>;
  secrets?: Record<string, string>;
  fetch: typeof fetch;
  sessions?: SessionManager;
  authProviders?: ReadonlyMap<string, OAuthClient>;
}) {
  const schema: RJSFSchema = {
    type: 'object',
    required: options.required ? ['field'] : [],
    properties: { field: options.field as RJSFSchema },
  };
  return renderScaffolderRoute(
    <FieldHarness
      schema={schema}
      uiSchema={{ field: options.uiSchema }}
      initial={options.formData ?? {}}
      secrets={options.secrets ?? {}}
    />,
    {
      path: '/',
      url: '/',
      fetch: options.fetch,
      sessions: options.sessions,
      authProviders: options.authProviders,
    },
  );
}

/** The form's data as the harness shows it; the field under test is `field`. */
export function readFormData(): { field?: unknown } {
  return JSON.parse(screen.getByRole('status', { name: 'Form data' }).textContent ?? '{}') as {
    field?: unknown;
  };
}
