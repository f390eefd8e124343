import type { Migration } from 'kysely';
import * as init from './0001_init';
import * as leaseOwners from './0002_lease_owners';
import * as locationPresence from './0003_location_presence';

export const catalogMigrations: Record<string, Migration> = {
  '0001_init': init,
  '0002_lease_owners': leaseOwners,
  '0003_location_presence': locationPresence,
};
