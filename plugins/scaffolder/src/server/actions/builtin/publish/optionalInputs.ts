import type { z } from 'zod';

/** The values of a set of input fields, each optional: what a helper given part of a step's input reads. */
export type OptionalInputs<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]?: z.infer<Shape[K]>;
};
