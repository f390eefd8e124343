import type { Kysely } from 'kysely';

interface BuildsTable {
  site_key: string;
  lease_holder: string | null;
  lease_until: number | null;
}

export interface TechDocsDb {
  techdocs_builds: BuildsTable;
}

/** The right to build one site, held by one replica at a time until it lapses. */
export interface BuildLeases {
  /** True when this replica now holds the site's lease: it was free or had lapsed. */
  claim(siteKey: string): Promise<boolean>;
  /** Extends a lease this replica holds, while its build runs. */
  renew(siteKey: string): Promise<void>;
  release(siteKey: string): Promise<void>;
}

export interface BuildLeasesOptions {
  db: Kysely<TechDocsDb>;
  /** Names this replica in the table. */
  holder: string;
  leaseMs: number;
  now?: () => number;
}

/**
 * Leases in the database, so a site is built by one replica at a time however many serve it.
 * Claiming is one conditional UPDATE, atomic on SQLite and PostgreSQL alike; a replica that dies
 * mid-build leaves a lease that lapses after `leaseMs`, and the next view builds again.
 */
export function createBuildLeases(options: BuildLeasesOptions): BuildLeases {
  const { db, holder, leaseMs } = options;
  const now = options.now ?? Date.now;

  return {
    async claim(siteKey) {
      await db
        .insertInto('techdocs_builds')
        .values({ site_key: siteKey, lease_holder: null, lease_until: null })
        .onConflict(conflict => conflict.column('site_key').doNothing())
        .execute();
      const at = now();
      const result = await db
        .updateTable('techdocs_builds')
        .set({ lease_holder: holder, lease_until: at + leaseMs })
        .where('site_key', '=', siteKey)
        .where(eb => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async renew(siteKey) {
      await db
        .updateTable('techdocs_builds')
        .set({ lease_until: now() + leaseMs })
        .where('site_key', '=', siteKey)
        .where('lease_holder', '=', holder)
        .execute();
    },

    async release(siteKey) {
      await db
        .updateTable('techdocs_builds')
        .set({ lease_holder: null, lease_until: null })
        .where('site_key', '=', siteKey)
        .where('lease_holder', '=', holder)
        .execute();
    },
  };
}
