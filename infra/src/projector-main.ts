// `npm run start:projector`: a projector process (distributed mode: the bus projector, one
// consumer group per projection; start several, they share the partitions), with probes.
import { startProjector } from '@karier/projector';
import { loadServerConfig } from './config.ts';
import { listen, probes } from './parts.ts';
import { runUntilSignal, splitProcessStorage } from './service.ts';

const log = (m: string) => console.log(`[projector] ${m}`);
splitProcessStorage('start:projector');
const server = loadServerConfig({ ...process.env, PORT: process.env.PORT ?? '5003' });
const p = await startProjector(log);
let draining = false;
const http = await listen({
  port: server.port,
  host: server.host,
  trustProxy: false,
  mount(app) {
    app.use(probes({ service: 'projector', storage: p.storage, isDraining: () => draining }));
  },
});
log(`following ${p.source}; probes on ${http.url}/api/ready`);
runUntilSignal({
  name: 'projector',
  drain: () => (draining = true),
  async close() {
    await http.close();
    await p.close();
  },
});
