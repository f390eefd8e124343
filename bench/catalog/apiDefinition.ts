/**
 * A short inline definition in the format `type` names. Real definitions are often pulled in with
 * `$text` placeholders; inline text keeps the benchmark about the catalog, not about file reads,
 * while still giving each API entity a body of realistic size.
 */
export function apiDefinition(type: string, title: string, resource: string): string {
  const Resource = resource.charAt(0).toUpperCase() + resource.slice(1);
  switch (type) {
    case 'asyncapi':
      return [
        'asyncapi: 2.6.0',
        `info: { title: ${title}, version: 1.0.0 }`,
        'channels:',
        `  ${resource}.changed:`,
        '    subscribe:',
        '      message:',
        `        name: ${Resource}Changed`,
        '        payload: { type: object, properties: { id: { type: string } } }',
      ].join('\n');
    case 'grpc':
      return [
        'syntax = "proto3";',
        `service ${Resource}Service {`,
        `  rpc Get${Resource} (Get${Resource}Request) returns (${Resource});`,
        '}',
        `message Get${Resource}Request { string id = 1; }`,
        `message ${Resource} { string id = 1; string name = 2; }`,
      ].join('\n');
    case 'graphql':
      return [
        `type ${Resource} { id: ID! name: String }`,
        `type Query { ${resource}(id: ID!): ${Resource} }`,
      ].join('\n');
    default:
      return [
        'openapi: 3.0.3',
        `info: { title: ${title}, version: 1.0.0 }`,
        'paths:',
        `  /${resource}/{id}:`,
        '    get:',
        `      summary: Get one of the ${resource}`,
        '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
        "      responses: { '200': { description: OK }, '404': { description: Not found } }",
      ].join('\n');
  }
}
