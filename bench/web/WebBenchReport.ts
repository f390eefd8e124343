import type { BrowserProfile } from './browserProfiles';
import type { CatalogPageSample, PageLoadSample } from './measureCatalogPage';

export interface ProfileReport {
  profile: BrowserProfile;
  catalog: CatalogPageSample[];
  entity: PageLoadSample[];
  /** Runs that could not be measured, with the reason. */
  failures: string[];
}

/** Everything measured; the Markdown is formatted from this alone. */
export interface WebBenchReport {
  entities: number;
  runs: number;
  startedAt: Date;
  /** 1-minute load average at the start: above 0, something else competed for the cores. */
  loadAverage: number;
  ingestedMs: number;
  entityPath: string;
  /** Every script of the build: bytes as served and gzipped with zlib. */
  scripts: Array<{ path: string; bytes: number; gzipBytes: number }>;
  profiles: ProfileReport[];
  notes: string[];
}
