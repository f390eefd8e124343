import { isJavaScriptUrl } from '@atrium/model';
import { Content, ErrorPanel, Header, Page, Progress, useApiClient } from '@atrium/web-core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  parameterSchemaQueryOptions,
  templateEntityQueryOptions,
} from '../../api/templatesQueries';
import { builtinFieldExtensions } from '../../fields/builtinFieldExtensions';
import { createFieldExtensionRegistry, type FieldExtension } from '../../fields/fieldExtensions';
import { toFormStep } from './extractUiSchema';
import { TemplateWizard } from './TemplateWizard';
import { WizardContextMenu } from './WizardContextMenu';

export interface TemplateWizardPageProps {
  /** Field extensions besides the built-in ones; one with a built-in's name replaces it. */
  fieldExtensions?: readonly FieldExtension[];
}

const EDIT_URL_ANNOTATION = 'backstage.io/edit-url';

/**
 * `/create/templates/:namespace/:templateName` (and the legacy `/create/templates/:templateName`
 * in the default namespace): the template's form as a wizard (spec 001 §2).
 */
export function TemplateWizardPage({ fieldExtensions = [] }: TemplateWizardPageProps) {
  const params = useParams();
  const [search] = useSearchParams();
  // 'Start Over' on a task page comes back with the run's values as `?formData=<JSON>`.
  const initialFormData = useMemo(() => readFormData(search.get('formData')), [search]);
  const ref = { namespace: params['namespace'] ?? 'default', name: params['templateName'] ?? '' };
  const api = useApiClient();
  const schema = useQuery(parameterSchemaQueryOptions(api, ref));
  const entity = useQuery(templateEntityQueryOptions(api, ref));
  const registry = useMemo(
    () => createFieldExtensionRegistry([...builtinFieldExtensions, ...fieldExtensions]),
    [fieldExtensions],
  );
  const steps = useMemo(() => (schema.data?.steps ?? []).map(toFormStep), [schema.data]);
  const editUrl = entity.data?.metadata.annotations?.[EDIT_URL_ANNOTATION];

  return (
    <Page>
      <Header
        title={schema.data?.title ?? 'Create a new component'}
        subtitle={schema.data?.description}
      >
        <WizardContextMenu editUrl={editUrl && !isJavaScriptUrl(editUrl) ? editUrl : undefined} />
      </Header>
      <Content>
        {schema.isPending && <Progress />}
        {schema.isError && (
          <ErrorPanel error={schema.error} title="Could not load the template" defaultExpanded />
        )}
        {schema.isSuccess && (
          <TemplateWizard
            templateRef={`template:${ref.namespace}/${ref.name}`}
            steps={steps}
            registry={registry}
            initialFormData={initialFormData}
          />
        )}
      </Content>
    </Page>
  );
}

function readFormData(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    // A hand-edited link with broken JSON starts from an empty form.
    return undefined;
  }
}
