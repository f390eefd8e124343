import { InputError } from '@atrium/model';
import { NOTIFICATION_SEVERITIES, type NotificationSeverity } from '../../shared';
import {
  ORDER_FIELDS,
  type ListOptions,
  type NotificationFilters,
  type OrderField,
} from '../store/NotificationsStore';

/** A page holds at most this many; Backstage sets no bound, an unbounded read is not served. */
export const MAX_LIMIT = 1000;
const MAX_SEARCH_LENGTH = 255;

type Query = Record<string, unknown>;

/** The filters of `GET /notifications` and `GET /topics`; a 400 names a value out of shape. */
export function parseFilters(query: Query, user: string): NotificationFilters {
  const filters: NotificationFilters = { user };
  const search = single(query, 'search');
  if (search !== undefined && search !== '') {
    if (search.length > MAX_SEARCH_LENGTH) {
      throw new InputError(`search is at most ${MAX_SEARCH_LENGTH} characters`);
    }
    filters.search = search;
  }
  for (const flag of ['read', 'saved'] as const) {
    const value = single(query, flag);
    if (value === undefined || value === '') continue;
    if (value !== 'true' && value !== 'false') {
      throw new InputError(`${flag} must be 'true' or 'false', got '${value}'`);
    }
    filters[flag] = value === 'true';
  }
  const createdAfter = single(query, 'createdAfter');
  if (createdAfter) {
    const time = Date.parse(createdAfter);
    if (Number.isNaN(time)) {
      throw new InputError(`createdAfter must be a date (ISO 8601), got '${createdAfter}'`);
    }
    filters.createdAfter = new Date(time);
  }
  const severity = single(query, 'minimumSeverity');
  if (severity) {
    if (!NOTIFICATION_SEVERITIES.includes(severity as NotificationSeverity)) {
      throw new InputError(
        `minimumSeverity must be one of ${NOTIFICATION_SEVERITIES.join(', ')}, got '${severity}'`,
      );
    }
    filters.minimumSeverity = severity as NotificationSeverity;
  }
  const topic = single(query, 'topic');
  if (topic) filters.topic = topic;
  return filters;
}

/** The whole query of `GET /notifications`: filters, `offset`, `limit` and `orderField`. */
export function parseListQuery(query: Query, user: string): ListOptions {
  const options: ListOptions = parseFilters(query, user);
  const offset = wholeNumber(query, 'offset', Number.MAX_SAFE_INTEGER);
  if (offset !== undefined) options.offset = offset;
  options.limit = wholeNumber(query, 'limit', MAX_LIMIT) ?? MAX_LIMIT;
  const orderField = single(query, 'orderField');
  if (orderField) {
    // Backstage's form: `field,order`, the order descending unless it says asc.
    const [field, direction = 'desc'] = orderField.split(',').map(part => part.trim());
    if (!ORDER_FIELDS.includes(field as OrderField)) {
      throw new InputError(
        `orderField must start with one of ${ORDER_FIELDS.join(', ')}, got '${field}'`,
      );
    }
    if (direction !== 'asc' && direction !== 'desc') {
      throw new InputError(`orderField's order must be asc or desc, got '${direction}'`);
    }
    options.order = { field: field as OrderField, direction };
  }
  return options;
}

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new InputError(`${name} must be given once`);
  return value;
}

function wholeNumber(query: Query, name: string, max: number): number | undefined {
  const value = single(query, name);
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new InputError(`${name} must be a whole number from 0 to ${max}, got '${value}'`);
  }
  return Number(value);
}
