// Latency at one connection, measured to the microsecond: one keep-alive socket, one request at a time,
// the scenario's own request sequence (setupRequest and its per-connection context as autocannon calls
// them). autocannon's histogram reports whole milliseconds, and at one connection a detail page answers in
// one or two: a growth ratio of 2/1 would be rounding, not growth.
import http from 'node:http';
import { prng } from './scenarios.mjs';

function send(agent, base, request, token) {
  const url = new URL(request.path, base);
  const headers = { ...(request.headers ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method: request.method, headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Requests one after another for `seconds`: p50, p99 and mean latency in ms, request and error counts. */
export async function oneConnection(base, scenario, seconds, token, seed) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sequence = scenario.make(prng(seed));
  const context = {};
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  try {
    for (let i = 0; Date.now() < end; i++) {
      const template = sequence[i % sequence.length];
      const request = template.setupRequest ? template.setupRequest({ ...template }, context) : template;
      const { status, ms } = await send(agent, base, request, token);
      if (status >= 400) errors++;
      latencies.push(ms);
    }
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    mean: latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length),
  };
}
