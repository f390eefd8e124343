import type { Scenario } from './catalogScenarios';
import type { HttpClient } from './createHttpClient';
import type { PassReport, ScenarioReport } from './DatabaseReport';
import { measureCpuPercent } from './readProcessCpuMs';
import { runLoad } from './runLoad';

const CHECKED_REQUESTS = 20;

export interface RunScenarioOptions {
  client: HttpClient;
  serverPid: number;
  durationMs: number;
  requests: number | undefined;
  concurrency: number;
}

/**
 * Checks a few answers (which also warms the server's caches and JIT for this route), then one
 * pass at concurrency 1 for latency and one at `concurrency` for throughput.
 */
export async function runScenario(
  scenario: Scenario,
  options: RunScenarioOptions,
): Promise<ScenarioReport> {
  const problems = new Set<string>();
  for (let index = 0; index < CHECKED_REQUESTS; index++) {
    const request = scenario.nextRequest();
    try {
      const response = await options.client.request(request.method, request.path, request.body);
      if (response.status !== 200) {
        problems.add(`answered ${response.status}: ${response.body.slice(0, 300)}`);
        continue;
      }
      const problem = scenario.check(request, JSON.parse(response.body));
      if (problem) problems.add(problem);
    } catch (error) {
      problems.add(`failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const pass = async (concurrency: number): Promise<PassReport> => {
    const { result, cpuPercent } = await measureCpuPercent(options.serverPid, () =>
      runLoad({
        client: options.client,
        nextRequest: () => scenario.nextRequest(),
        concurrency,
        durationMs: options.durationMs,
        requests: options.requests,
      }),
    );
    return { ...result, serverCpuPercent: cpuPercent };
  };
  const sequential = await pass(1);
  const concurrent = options.concurrency > 1 ? await pass(options.concurrency) : undefined;
  return {
    id: scenario.id,
    label: scenario.label,
    sequential,
    concurrent,
    problems: [...problems],
  };
}
