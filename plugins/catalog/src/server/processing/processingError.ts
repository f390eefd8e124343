import { toError, type EntityStatusItem } from '@atrium/model';

export const PROCESSING_ERROR_TYPE = 'backstage.io/catalog-processing';

/** A status item as entities carry them (spec 001 §3: level, type, message). */
export function processingError(error: unknown, message?: string): EntityStatusItem {
  const err = error === undefined ? undefined : toError(error);
  const text = message ?? err?.message ?? 'Unknown processing error';
  // A plain or unnamed error is still a problem with the input, not with the catalog.
  const name = !err || err.name === 'Error' || err.name === 'AtriumError' ? 'InputError' : err.name;
  return {
    type: PROCESSING_ERROR_TYPE,
    level: 'error',
    message: text,
    error: { name, message: text },
  };
}
