// A real load balancer in front of several app instances: nginx from the distribution (Debian:
// apt-get install nginx-light; .ci/run installs it), started in the foreground with a
// configuration of its own in a temporary folder, on loopback. Used by the scale-out e2e and by
// `npm run bench:rush`; docs/deploy.md shows the same configuration for a deployment.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEFAULT_NGINX } from '../test-prerequisites.ts';

export const NGINX = process.env.NGINX ?? DEFAULT_NGINX;

export type Balancer = { url: string; child: ChildProcess; output: string[]; stop: () => Promise<void> };

/**
 * The configuration: one upstream of every instance (the one with the fewest requests in flight
 * takes the next), kept-alive connections to them, the client's address appended to
 * X-Forwarded-For (so the app, trusting one more hop, sees who called), nothing buffered (pages
 * stream), and a request that was sent is never retried on another instance (nginx's default for
 * POST: an order must not be placed twice because an instance was slow).
 */
export function nginxConfig({ port, upstreams, dir, tellUpstream = false }: { port: number; upstreams: string[]; dir: string; tellUpstream?: boolean }): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The app answers an oversized body itself, with its own code (413 BODY_TOO_LARGE).
  client_max_body_size 2m;
  upstream app {
    least_conn;
${upstreams.map((address) => `    server ${address} max_fails=0;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout;${tellUpstream ? '\n      # Which instance answered (tests only: a deployment does not tell).\n      add_header X-Upstream $upstream_addr always;' : ''}
    }
  }
}
`;
}

/** Starts nginx in front of `upstreams` ("127.0.0.1:3001", …) and resolves once it answers. */
export async function startNginx({ port, upstreams, tellUpstream = false }: { port: number; upstreams: string[]; tellUpstream?: boolean }): Promise<Balancer> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: the load balancer needs nginx (Debian: apt-get install nginx-light; .ci/run installs it).`);
  const dir = mkdtempSync(join(tmpdir(), 'ordering-nginx-'));
  mkdirSync(join(dir, 'body'));
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ port, upstreams, dir, tellUpstream }));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGQUIT'); // nginx's graceful stop
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output.join('')}`);
    // Any answer will do: the instances may not be up yet, and nginx then answers 502 itself.
    if (await fetch(`${url}/nginx-ready`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 10 s: ${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output, stop };
}
