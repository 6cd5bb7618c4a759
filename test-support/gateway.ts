import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../infra/bench/lib.ts';
import { repoRoot } from '../infra/src/config.ts';

/** Whether Debian's nginx is here; the reason to skip when not (a failure under KARIER_REQUIRE_NGINX=1). */
export function probeNginx(what = 'gateway'): string | false {
  const found = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
  if (found) return false;
  const reason = 'nginx is not installed (apt-get install nginx-light)';
  if (process.env.KARIER_REQUIRE_NGINX === '1') throw new Error(reason);
  console.warn(`[skip] ${what}: ${reason}`);
  return reason;
}

/**
 * infra/gateway/default.conf.template rendered as the nginx image does, inside a full config.
 * A variable given several addresses (`COMMAND_UPSTREAM: [a, b]`) repeats its `server …;` line
 * once per address: what nginx does in compose, where the service name resolves to every
 * replica. Each request's upstream is logged to `access.log` (`method uri status upstream`).
 */
export function renderGatewayConfig(dir: string, vars: Record<string, string | string[]>): string {
  const template = fs.readFileSync(
    path.join(repoRoot, 'infra', 'gateway', 'default.conf.template'),
    'utf8',
  );
  const server = template
    .split('\n')
    .map((line) => {
      const many = /^(\s*)server \$\{([A-Z_]+)\};\s*$/.exec(line);
      const list = many ? vars[many[2]!] : undefined;
      return Array.isArray(list) ? list.map((a) => `${many![1]}server ${a};`).join('\n') : line;
    })
    .join('\n')
    .replace(/\$\{([A-Z_]+)\}/g, (_, k: string) => {
      const v = vars[k];
      if (v === undefined) throw new Error(`template variable ${k} not given`);
      return Array.isArray(v) ? v.join(' ') : v;
    });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    file,
    `user root;
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  log_format karier '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log karier;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`,
  );
  return file;
}

export interface Gateway {
  base: string;
  /** The access log's lines: `method uri status upstream`. */
  log(): string[];
  stop(): void;
}

/** Debian's nginx with the rendered gateway config on a free loopback port, once it answers. */
export async function startGateway(
  dir: string,
  upstreams: { command: string[]; query: string },
): Promise<Gateway> {
  const port = await freePort();
  const hostPort = (url: string) => url.replace('http://', '');
  const conf = renderGatewayConfig(dir, {
    GATEWAY_PORT: `127.0.0.1:${port}`,
    COMMAND_UPSTREAM: upstreams.command.map(hostPort),
    QUERY_UPSTREAM: hostPort(upstreams.query),
    WEB_ROOT: path.join(repoRoot, 'web', 'dist'),
  });
  const child: ChildProcess = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/gateway/health`)).status === 200) break;
    } catch {
      if (i > 100) {
        child.kill('SIGTERM');
        throw new Error(fs.readFileSync(path.join(dir, 'error.log'), 'utf8'));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const logFile = path.join(dir, 'access.log');
  return {
    base,
    log: () =>
      fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : [],
    stop: () => void child.kill('SIGTERM'),
  };
}
