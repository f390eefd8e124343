import http from 'node:http';
import { createRandom } from './createRandom';
import { findFuzzProblem, type FuzzLimits } from './findFuzzProblem';
import {
  generateFuzzRequest,
  type FuzzContext,
  type FuzzRequest,
  type FuzzRoute,
} from './generateFuzzRequest';
import { sendRawRequest } from './sendRawRequest';

export interface RunFuzzOptions {
  baseUrl: string;
  routes: readonly FuzzRoute[];
  context: FuzzContext;
  limits: FuzzLimits;
  seed: number;
  /** Case numbers to run: `count` cases starting at `first`, so two runs need not repeat each other. */
  first?: number;
  count: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export interface FuzzProblem {
  /** Replays with `ATRIUM_FUZZ_SEED=<seed>`: case n is rebuilt from the seed and n alone. */
  seed: number;
  caseNumber: number;
  request: FuzzRequest;
  problem: string;
}

export interface FuzzReport {
  problems: FuzzProblem[];
  /** How many answers had each status, to see the requests reach past validation. */
  statuses: Record<number, number>;
}

/**
 * Sends `count` generated requests, case n to route n modulo the number of routes, so every
 * route gets its share whatever the seed.
 */
export async function runFuzz(options: RunFuzzOptions): Promise<FuzzReport> {
  const { routes, seed, count, first = 0 } = options;
  if (routes.length === 0) throw new Error('No routes to fuzz');
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const report: FuzzReport = { problems: [], statuses: {} };
  let next = first;
  const worker = async () => {
    while (next < first + count) {
      const caseNumber = next++;
      const route = routes[caseNumber % routes.length] as FuzzRoute;
      const request = generateFuzzRequest(route, createRandom(seed, caseNumber), options.context);
      const answer = await sendRawRequest(request, { baseUrl: options.baseUrl, agent });
      if (answer.kind === 'answered') {
        report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      }
      const problem = findFuzzProblem(request, answer, options.limits);
      if (problem) report.problems.push({ seed, caseNumber, request, problem });
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return report;
}

/** A problem as a reader needs it to replay the request: seed, case, request line, body start. */
export function describeFuzzProblem({ seed, caseNumber, request, problem }: FuzzProblem): string {
  const body = request.body
    ? ` body(${request.body.length} B, ${request.headers['content-type'] ?? 'no type'}): ${request.body.toString('utf8', 0, 200)}`
    : '';
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${value.slice(0, 40)}`)
    .join('; ');
  return `seed ${seed} case ${caseNumber}: ${request.method} ${request.path.slice(0, 300)} (${headers})${body}\n  -> ${problem}`;
}
