import type { Migration } from 'kysely';
import * as init from './0001_init';

export const homeMigrations: Record<string, Migration> = {
  '0001_init': init,
};
