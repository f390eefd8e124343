// Backstage's catalog recognises Template entities through the scaffolder's entity processor,
// whose validator is published in @backstage/plugin-scaffolder-common, not in
// @backstage/catalog-model. That package pulls in about ninety others (cloud SDKs among them),
// so it is not a dependency here: the Template v1beta3 format below is written from Backstage's
// documentation of it, and run through the published `entityKindSchemaValidator`, so that the
// envelope, the kind and apiVersion matching and the error handling are Backstage's own.
import { entityKindSchemaValidator, type KindValidator } from '@backstage/catalog-model';

const text = { type: 'string', minLength: 1 };
const condition = { type: ['string', 'boolean'] };
const permissions = {
  type: 'object',
  properties: { tags: { type: 'array', items: { type: 'string' } } },
};
const form = { type: 'object', properties: { 'backstage:permissions': permissions } };

const step = {
  type: 'object',
  required: ['action'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    action: { type: 'string' },
    input: { type: 'object' },
    if: condition,
    'backstage:permissions': permissions,
  },
};

const output = {
  type: 'object',
  properties: {
    links: {
      type: 'array',
      items: {
        type: 'object',
        properties: { if: condition, url: text, entityRef: text, title: text, icon: text },
      },
    },
    text: {
      type: 'array',
      items: {
        type: 'object',
        properties: { if: condition, title: text, icon: text, content: { type: 'string' } },
      },
    },
  },
  additionalProperties: { type: 'string' },
};

const templateV1beta3Schema = {
  $id: 'AtriumOracleTemplateV1beta3',
  allOf: [
    { $ref: 'Entity' },
    {
      type: 'object',
      required: ['spec'],
      properties: {
        apiVersion: { enum: ['scaffolder.backstage.io/v1beta3'] },
        kind: { enum: ['Template'] },
        spec: {
          type: 'object',
          required: ['type', 'steps'],
          properties: {
            type: text,
            owner: text,
            lifecycle: text,
            parameters: { oneOf: [form, { type: 'array', items: form }] },
            secrets: { type: 'object', properties: { schema: { type: 'object' } } },
            presentation: {
              type: 'object',
              properties: {
                buttonLabels: {
                  type: 'object',
                  properties: {
                    backButtonText: { type: 'string' },
                    createButtonText: { type: 'string' },
                    reviewButtonText: { type: 'string' },
                  },
                },
              },
            },
            EXPERIMENTAL_recovery: {
              type: 'object',
              properties: { EXPERIMENTAL_strategy: { type: 'string' } },
            },
            EXPERIMENTAL_formDecorators: {
              type: 'array',
              items: {
                type: 'object',
                properties: { id: { type: 'string' }, input: { type: 'object' } },
              },
            },
            steps: { type: 'array', items: step },
            output,
          },
        },
      },
    },
  ],
};

const validate = entityKindSchemaValidator(templateV1beta3Schema);

/** Recognises `scaffolder.backstage.io/v1beta3` Templates, as the scaffolder's processor does. */
export const templateKindValidator: KindValidator = {
  async check(entity) {
    return validate(entity) === entity;
  },
};
