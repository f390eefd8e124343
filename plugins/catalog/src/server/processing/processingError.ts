import { toError, type EntityStatusItem } from '@atrium/model';

export const PROCESSING_ERROR_TYPE = 'backstage.io/catalog-processing';

/** A status item as entities carry them (spec 001 §3: level, type, message). */
export function processingError(error: unknown, message?: string): EntityStatusItem {
  const err = toError(error);
  const text = message ?? err.message;
  return {
    type: PROCESSING_ERROR_TYPE,
    level: 'error',
    message: text,
    error: { name: err.name === 'Error' ? 'InputError' : err.name, message: text },
  };
}
