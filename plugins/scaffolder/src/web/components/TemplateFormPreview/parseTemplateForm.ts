import { parse } from 'yaml';
import { toFormStep, type FormStep } from '../../pages/TemplateWizardPage/extractUiSchema';

type JsonRecord = Record<string, unknown>;

export type ParsedTemplateForm =
  { ok: true; template: JsonRecord | undefined; steps: FormStep[] } | { ok: false; error: string };

// What Backstage's server calls a step without a title.
const DEFAULT_STEP_TITLE = 'Please enter the following information';

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The form steps of `spec.parameters` (one step or a list), each as the wizard renders it. */
export function parametersToSteps(parameters: unknown): FormStep[] {
  if (parameters === undefined || parameters === null) return [];
  const list: unknown[] = Array.isArray(parameters) ? parameters : [parameters];
  return list.map((item, index) => {
    if (!isRecord(item)) throw new Error(`Parameter step ${index + 1} is not an object`);
    const { title, description, ...schema } = item;
    return toFormStep({
      title: typeof title === 'string' ? title : DEFAULT_STEP_TITLE,
      description: typeof description === 'string' ? description : undefined,
      schema: { type: 'object', ...schema },
    });
  });
}

/**
 * Reads YAML as a template (`spec.parameters`) or, for the playground, as the parameters alone
 * (a step with `properties`, or a list of steps). Never throws: a problem comes back as text to
 * show beside the editor.
 */
export function parseTemplateForm(text: string): ParsedTemplateForm {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  try {
    if (document === undefined || document === null)
      return { ok: true, template: undefined, steps: [] };
    if (isRecord(document) && 'spec' in document) {
      if (!isRecord(document['spec'])) return { ok: false, error: 'spec is not an object' };
      return {
        ok: true,
        template: document,
        steps: parametersToSteps(document['spec']['parameters']),
      };
    }
    if (Array.isArray(document) || (isRecord(document) && 'properties' in document)) {
      return { ok: true, template: undefined, steps: parametersToSteps(document) };
    }
    return {
      ok: false,
      error: 'Expected a template with spec.parameters, or the parameters themselves',
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
