// `npm run start:projector`: a projector process (distributed mode: the bus projector, one
// consumer group for every projection it runs; start several, they share the partitions), with
// probes.
import { BusProjector, startProjector } from '@karier/projector';
import { loadServerConfig } from './config.ts';
import { serveService, splitProcessStorage } from './service.ts';

const log = (m: string) => console.log(`[projector] ${m}`);
splitProcessStorage('start:projector');
const server = loadServerConfig({ ...process.env, PORT: process.env.PORT ?? '5003' });
const p = await startProjector(log);
// PHASES_LOG_MS: where the group commit's time goes, logged while applying (bench:kafka reads it).
if (p.projector instanceof BusProjector) {
  p.projector.phases.logEvery(Number(process.env.PHASES_LOG_MS ?? 0), log);
}
const http = await serveService({
  name: 'projector',
  port: server.port,
  host: server.host,
  trustProxy: false,
  storage: p.storage,
  close: () => p.close(),
});
log(`following ${p.source}; probes on ${http.url}/api/ready`);
