type JsonRecord = Record<string, unknown>;

export interface FormStep {
  title: string;
  description?: string;
  schema: JsonRecord;
  uiSchema: JsonRecord;
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(target: JsonRecord, source: JsonRecord): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isRecord(existing) && isRecord(value) && !key.startsWith('ui:')) mergeInto(existing, value);
    else target[key] = value;
  }
}

/**
 * Moves the `ui:*` keys of a JSON schema into a uiSchema of the same shape, as rjsf wants them.
 * Template authors write them inside `spec.parameters`, and Backstage's server answers them
 * there. Alternatives (`oneOf`, `anyOf`, `allOf`, `dependencies`) describe the same object, so
 * their keys land at the level of the object they extend.
 */
function split(schema: JsonRecord, uiSchema: JsonRecord): JsonRecord {
  const clean: JsonRecord = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('ui:')) {
      uiSchema[key] = value;
    } else if (key === 'properties' && isRecord(value)) {
      const properties: JsonRecord = {};
      for (const [name, property] of Object.entries(value)) {
        if (!isRecord(property)) {
          properties[name] = property;
          continue;
        }
        const child = isRecord(uiSchema[name]) ? (uiSchema[name] as JsonRecord) : {};
        properties[name] = split(property, child);
        if (Object.keys(child).length > 0) uiSchema[name] = child;
      }
      clean[key] = properties;
    } else if (key === 'items' && isRecord(value)) {
      const child = isRecord(uiSchema['items']) ? (uiSchema['items'] as JsonRecord) : {};
      clean[key] = split(value, child);
      if (Object.keys(child).length > 0) uiSchema['items'] = child;
    } else if (['oneOf', 'anyOf', 'allOf'].includes(key) && Array.isArray(value)) {
      clean[key] = value.map(item => (isRecord(item) ? split(item, uiSchema) : item));
    } else if (key === 'dependencies' && isRecord(value)) {
      const dependencies: JsonRecord = {};
      for (const [name, dependency] of Object.entries(value)) {
        dependencies[name] = isRecord(dependency) ? split(dependency, uiSchema) : dependency;
      }
      clean[key] = dependencies;
    } else {
      clean[key] = value;
    }
  }
  return clean;
}

/** One wizard step from a parameter-schema step: the schema without `ui:*` keys and its uiSchema. */
export function toFormStep(step: {
  title: string;
  description?: string;
  schema: JsonRecord;
  uiSchema?: JsonRecord;
}): FormStep {
  const uiSchema: JsonRecord = {};
  const schema = split(step.schema, uiSchema);
  if (step.uiSchema) mergeInto(uiSchema, structuredClone(step.uiSchema));
  return { title: step.title, description: step.description, schema, uiSchema };
}
