import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../src/config.ts';

interface Service {
  image?: string;
  build?: { target?: string; dockerfile?: string };
  command?: string[];
  environment?: Record<string, string | number>;
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
  ports?: string[];
  volumes?: string[];
}

const read = (p: string) => fs.readFileSync(path.join(repoRoot, p), 'utf8');
const compose = parse(read('infra/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = read('infra/Dockerfile');
const template = read('infra/gateway/default.conf.template');

/**
 * No Docker engine runs here, so the compose deployment is checked for what can be checked
 * without one (the gateway config itself runs under nginx in gateway.int.spec.ts).
 */
describe('infra/compose.yaml', () => {
  const s = compose.services;

  it('restarts every long-running service that dies (one-off jobs run once)', () => {
    for (const [name, service] of Object.entries(s)) {
      expect(service.restart, name).toBe(name === 'kafka-init' ? 'no' : 'unless-stopped');
    }
  });

  it('has PostgreSQL, Kafka in KRaft mode with the topic, the services and the gateway', () => {
    expect(Object.keys(s).sort()).toEqual(
      ['command', 'gateway', 'kafka', 'kafka-init', 'postgres', 'projector', 'query'].sort(),
    );
    expect(s.kafka!.environment).toMatchObject({ KAFKA_PROCESS_ROLES: 'broker,controller' });
    expect(s.kafka!.environment).not.toHaveProperty('KAFKA_ZOOKEEPER_CONNECT');
    expect(s['kafka-init']!.command).toEqual(
      expect.arrayContaining(['--create', '--topic', 'karier.events']),
    );
    expect(s.projector!.deploy?.replicas).toBe(2);
    expect(s.gateway!.ports).toEqual(['${GATEWAY_PORT_HOST:-5000}:80']);
  });

  it('runs two command replicas, with files in PostgreSQL rather than on a volume of one', () => {
    expect(s.command!.deploy?.replicas).toBe(2);
    expect(s.command!.volumes ?? []).toEqual([]);
    expect(s.command!.environment).toMatchObject({ FILE_STORE: 'postgres' });
    expect(template).toMatch(/upstream karier_command \{\s*server \$\{COMMAND_UPSTREAM\};/);
  });

  it('runs each service entry that exists, with the settings it requires', () => {
    for (const name of ['command', 'query', 'projector']) {
      const svc = s[name]!;
      const entry = svc.command!.at(-1)!;
      expect(fs.existsSync(path.join(repoRoot, entry)), entry).toBe(true);
      expect(Object.keys(svc.environment!)).toEqual(
        expect.arrayContaining(['DATABASE_URL', 'KARIER_SECRET', 'KAFKA_BROKERS']),
      );
      expect(svc.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        'kafka-init': { condition: 'service_completed_successfully' },
      });
      expect(svc.healthcheck!.test.join(' ')).toContain('/api/ready');
      expect(dockerfile).toContain(`AS ${svc.build!.target}`);
    }
  });

  it("copies every workspace's package.json before npm ci (a new package installs too)", () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    const beforeCi = dockerfile.slice(0, dockerfile.indexOf('RUN npm ci'));
    for (const ws of workspaces) expect(beforeCi).toContain(`COPY ${ws}/package.json ${ws}/\n`);
  });

  it('gives the gateway template every variable it uses', () => {
    const used = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]));
    const given = new Set([
      ...Object.keys(s.gateway!.environment ?? {}),
      ...[...dockerfile.matchAll(/ENV ([A-Z_]+)=\S+(?: ([A-Z_]+)=\S+)*/g)].flatMap((m) =>
        m[0]
          .slice(4)
          .split(' ')
          .map((kv) => kv.split('=')[0]),
      ),
    ]);
    for (const v of used) expect(given, v).toContain(v);
    expect(dockerfile).toContain('AS gateway');
    expect(s.gateway!.build!.target).toBe('gateway');
  });
});
