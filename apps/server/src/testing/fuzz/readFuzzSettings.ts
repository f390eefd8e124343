export interface FuzzSettings {
  seed: number;
  /** Requests per database for the route fuzz; the readiness run sends a share of them. */
  requests: number;
}

/** A fixed seed keeps CI repeatable; ATRIUM_FUZZ_SEED explores others, ATRIUM_FUZZ_REQUESTS more. */
const DEFAULT_FUZZ_SETTINGS: FuzzSettings = { seed: 15_2025, requests: 2500 };

export function readFuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  return {
    seed: readInteger(env, 'ATRIUM_FUZZ_SEED') ?? DEFAULT_FUZZ_SETTINGS.seed,
    requests: readInteger(env, 'ATRIUM_FUZZ_REQUESTS') ?? DEFAULT_FUZZ_SETTINGS.requests,
  };
}

function readInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, not '${raw}'`);
  }
  return value;
}
