import { z } from 'zod';
import { RELATION_OWNED_BY } from '../entity/relations';
import { TEMPLATE_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { anyObject, optionalText, requiredText } from './specFields';

/** A templated condition, or a literal boolean. */
const condition = z.union([z.string(), z.boolean()]);

/** Tags the permission framework matches when deciding who may use a form step or a step. */
const permissionsSchema = z.looseObject({ tags: z.array(z.string()).optional() });

/** One JSON Schema form of the template's parameters. */
const formSchema = z.looseObject({ 'backstage:permissions': permissionsSchema.optional() });

export const templateStepSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  // Any text: an unknown or empty action fails when the task runs, not when the file is read.
  action: z.string(),
  input: anyObject.optional(),
  if: condition.optional(),
  // Rendered before use and only then checked to be a list or an object, so any value is kept.
  each: z.unknown().optional(),
  'backstage:permissions': permissionsSchema.optional(),
});

const outputLinkSchema = z.looseObject({
  if: condition.optional(),
  url: optionalText,
  entityRef: optionalText,
  title: optionalText,
  icon: optionalText,
});

const outputTextSchema = z.looseObject({
  if: condition.optional(),
  title: optionalText,
  icon: optionalText,
  content: z.string().optional(),
});

// Besides links and text, every output is a templated string.
const outputSchema = z
  .object({
    links: z.array(outputLinkSchema).optional(),
    text: z.array(outputTextSchema).optional(),
  })
  .catchall(z.string());

const presentationSchema = z.looseObject({
  buttonLabels: z
    .looseObject({
      backButtonText: z.string().optional(),
      createButtonText: z.string().optional(),
      reviewButtonText: z.string().optional(),
    })
    .optional(),
});

export const templateSpecSchema = z.looseObject({
  type: requiredText,
  owner: optionalText,
  lifecycle: optionalText,
  /** One JSON Schema form, or a list of them shown as separate steps. */
  parameters: z.union([formSchema, z.array(formSchema)]).optional(),
  steps: z.array(templateStepSchema),
  output: outputSchema.optional(),
  secrets: z.looseObject({ schema: anyObject.optional() }).optional(),
  presentation: presentationSchema.optional(),
  EXPERIMENTAL_recovery: z.looseObject({ EXPERIMENTAL_strategy: z.string().optional() }).optional(),
  EXPERIMENTAL_formDecorators: z
    .array(z.looseObject({ id: z.string().optional(), input: anyObject.optional() }))
    .optional(),
});

export type TemplateStep = z.infer<typeof templateStepSchema>;
export type TemplateSpec = z.infer<typeof templateSpecSchema>;

export const templateKind: KindDefinition = {
  kind: 'Template',
  apiVersions: TEMPLATE_API_VERSIONS,
  specSchema: templateSpecSchema,
  relationFields: [{ field: 'owner', type: RELATION_OWNED_BY, defaultKind: 'Group' }],
};
