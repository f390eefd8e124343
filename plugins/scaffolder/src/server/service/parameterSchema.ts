import type { JsonObject } from '../../shared';
import { parameterSteps, type TemplateEntity } from './templateEntity';

export interface ParameterSchemaResponse {
  title: string;
  description?: string;
  presentation?: JsonObject;
  steps: Array<{ title: string; description?: string; schema: JsonObject }>;
}

const DEFAULT_STEP_TITLE = 'Please enter the following information';

/** `GET /v2/templates/…/parameter-schema`: the wizard's form steps, as Backstage answers them. */
export function parameterSchema(template: TemplateEntity): ParameterSchemaResponse {
  const presentation = template.spec.presentation as JsonObject | undefined;
  return {
    title: template.metadata.title ?? template.metadata.name,
    ...(template.metadata.description !== undefined && {
      description: template.metadata.description,
    }),
    ...(presentation !== undefined && { presentation }),
    steps: parameterSteps(template).map(schema => ({
      title: typeof schema.title === 'string' ? schema.title : DEFAULT_STEP_TITLE,
      ...(typeof schema.description === 'string' && { description: schema.description }),
      schema,
    })),
  };
}
