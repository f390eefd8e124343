/** One row of a schema table: a property of an object schema, nested ones with a dotted name. */
export interface SchemaProperty {
  name: string;
  title?: string;
  description?: string;
  type: string;
  required: boolean;
}

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The type of a schema as people read it: `string`, `string | number`, `array<string>`, `enum`. */
export function describeType(schema: Schema): string {
  const { type } = schema;
  if (Array.isArray(schema.enum)) {
    return `enum: ${schema.enum.map(value => JSON.stringify(value)).join(', ')}`;
  }
  if (typeof type === 'string' && type === 'array' && isSchema(schema.items)) {
    return `array<${describeType(schema.items)}>`;
  }
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.map(String).join(' | ');
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return options.filter(isSchema).map(describeType).join(' | ');
  }
  if ('const' in schema) return JSON.stringify(schema.const);
  if (isSchema(schema.properties)) return 'object';
  return 'any';
}

/** Every property of an object schema, depth first, so nested inputs are documented too. */
export function schemaProperties(schema: unknown, prefix = '', depth = 0): SchemaProperty[] {
  if (!isSchema(schema) || !isSchema(schema.properties)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return Object.entries(schema.properties).flatMap(([key, value]) => {
    const property = isSchema(value) ? value : {};
    const name = prefix ? `${prefix}.${key}` : key;
    const row: SchemaProperty = {
      name,
      ...(typeof property.title === 'string' && { title: property.title }),
      ...(typeof property.description === 'string' && { description: property.description }),
      type: describeType(property),
      required: required.has(key),
    };
    // Deeply nested schemas are shown up to a depth where a table is still readable.
    const nested = depth < 3 ? schemaProperties(property, name, depth + 1) : [];
    const itemProps =
      depth < 3 && isSchema(property.items)
        ? schemaProperties(property.items, `${name}[]`, depth + 1)
        : [];
    return [row, ...nested, ...itemProps];
  });
}
