import { InputError } from '@atrium/model';
import { assertKnownField } from './entityFields';

/**
 * Each sort field is a correlated subquery per row: 400 of them held the server for minutes on a
 * large catalog. Ten is more than any screen sorts by.
 */
export const MAX_ORDER_FIELDS = 10;

export interface EntityOrder {
  field: string;
  order: 'asc' | 'desc';
}

function toArray(param: string | string[] | undefined, what: string): string[] {
  const all = (Array.isArray(param) ? param : param === undefined ? [] : [param]).filter(
    p => p !== '',
  );
  if (all.length > MAX_ORDER_FIELDS) {
    throw new InputError(
      `Too many ${what} parameters: at most ${MAX_ORDER_FIELDS} sort fields are accepted`,
    );
  }
  return all;
}

function direction(value: string, raw: string, what: string): 'asc' | 'desc' {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'asc' || normalised === 'desc') return normalised;
  throw new InputError(`Invalid ${what} '${raw}': the order must be asc or desc`);
}

/** `GET /entities?order=asc:metadata.name` (repeatable). */
export function parseOrderParams(param: string | string[] | undefined): EntityOrder[] {
  return toArray(param, 'order').map(raw => {
    const colon = raw.indexOf(':');
    if (colon === -1)
      throw new InputError(`Invalid order '${raw}': expected asc:<field> or desc:<field>`);
    return {
      order: direction(raw.slice(0, colon), raw, 'order'),
      field: assertKnownField(raw.slice(colon + 1).trim(), 'order'),
    };
  });
}

/** `GET /entities/by-query?orderField=metadata.name,desc` (repeatable, order defaults to asc). */
export function parseOrderFieldParams(param: string | string[] | undefined): EntityOrder[] {
  return toArray(param, 'orderField').map(raw => {
    const [field = '', order = 'asc', ...rest] = raw.split(',');
    if (rest.length > 0)
      throw new InputError(`Invalid orderField '${raw}': expected <field>,<asc|desc>`);
    return {
      field: assertKnownField(field.trim(), 'orderField'),
      order: direction(order, raw, 'orderField'),
    };
  });
}
