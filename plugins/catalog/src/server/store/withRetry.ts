/**
 * PostgreSQL answers concurrent writers with deadlocks, serialization failures or, when two
 * replicas insert the same new entity, a unique violation; each succeeds when simply run again.
 */
const TRANSIENT_CODES = new Set(['40P01', '40001', '23505']);
const ATTEMPTS = 4;

export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !TRANSIENT_CODES.has(code))
        throw error;
      await new Promise(resolve => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}
