// Building blocks shared by the per-kind spec schemas. Specs are loose objects: fields Atrium
// does not know are kept, because plugins read their own spec fields.
import { z } from 'zod';

export const requiredText = z.string().min(1);
export const optionalText = requiredText.optional();
export const refList = z.array(requiredText);
export const anyObject = z.looseObject({});

export const profileSchema = z.looseObject({
  displayName: optionalText,
  email: optionalText,
  picture: optionalText,
});
