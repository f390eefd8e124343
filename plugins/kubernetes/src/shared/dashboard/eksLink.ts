import type { DashboardLinkOptions } from './types';

/** Spec 001 §5: the eks app is named but has no link yet. */
export function eksLink(_options: DashboardLinkOptions): string {
  throw new Error('The eks dashboard app is not implemented');
}
