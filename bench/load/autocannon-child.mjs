// The load generator, run as its own process so it never shares an event loop (or a core) with the bench or
// the server: autocannon with the JSON options given as the first argument; prints the summary as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const r = await autocannon(options);
const { average, p50, p90, p97_5, p99, max } = r.latency;
console.log(JSON.stringify({ rps: r.requests.average, total: r.requests.total, latency: { average, p50, p90, p97_5, p99, max }, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, bytesPerSecond: r.throughput.average }));
