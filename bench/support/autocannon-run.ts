// The load generator of the form service benchmark: autocannon for a number of seconds at a
// number of connections, with the latency of every answer kept for its percentiles.
import { loadavg } from "node:os";
import autocannon from "autocannon";

export interface Stats {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  statuses: string;
  load: number;
  /** The load generator's own share of a core: far from 1, it is not what limits a run. */
  generatorCpu: number;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export interface Load {
  connections: number;
  seconds: number;
}

export async function run(options: autocannon.Options, load: Load): Promise<Stats> {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { connections: load.connections, duration: load.seconds, ...options },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const cpu = process.cpuUsage(cpuBefore);
  const generatorCpu = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    rps: result.requests.total / load.seconds,
    errors: result.non2xx + result.errors + result.timeouts,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(" "),
    load: loadavg()[0]!,
    generatorCpu,
  };
}

/**
 * One client per connection: its own session and form, so no two requests in flight ever
 * share a form (they would race on its revision). Each connection's request is built once:
 * a load generator that builds every request anew (autocannon's setupRequest) collects its
 * own garbage in the middle of the service's answers, and its pauses were counted as theirs.
 */
export function perClient<Client>(
  address: string,
  clients: Client[],
  build: (client: Client) => autocannon.Request,
): autocannon.Options {
  let next = 0;
  return {
    url: address,
    setupClient: (connection) => connection.setRequests([build(clients[next++ % clients.length]!)]),
  };
}
