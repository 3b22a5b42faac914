import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** The production configuration (see its header); the cluster runs this very file. */
export const nginxSiteConfig = path.join(repoRoot, 'deploy/nginx/hoopdex.conf');

/** Debian's nginx (`apt-get install nginx`), or NGINX_BIN. */
export function nginxBinary(): string {
  return process.env.NGINX_BIN ?? '/usr/sbin/nginx';
}

/**
 * deploy/nginx/hoopdex.conf with its `# cluster:` lines set: the instances' ports, the port to
 * listen on and the web build's folder. Everything else is the file as a user deploys it.
 */
export function renderSiteConfig(opts: { upstreamPorts: number[]; port: number; root: string }) {
  const lines = readFileSync(nginxSiteConfig, 'utf8').split('\n');
  const out: string[] = [];
  let upstreamsWritten = false;
  for (const line of lines) {
    const indent = /^\s*/.exec(line)![0];
    if (line.includes('# cluster: upstreams')) {
      if (upstreamsWritten) continue;
      upstreamsWritten = true;
      const tail = /max_fails.*?;/.exec(line)?.[0] ?? ';';
      for (const p of opts.upstreamPorts) out.push(`${indent}server 127.0.0.1:${p} ${tail}`);
    } else if (line.includes('# cluster: listen')) {
      out.push(`${indent}listen 127.0.0.1:${opts.port};`);
    } else if (line.includes('# cluster: root')) {
      out.push(`${indent}root ${opts.root};`);
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

export interface Nginx {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * nginx as a child process (daemon off) with everything in `dir`: its main config, pid file,
 * logs and temp folders, never the system's. As root its workers run as root too (they only
 * read the web build and proxy); as another user nginx ignores `user`.
 */
export async function startNginx(opts: {
  dir: string;
  port: number;
  upstreamPorts: number[];
  webDist: string;
}): Promise<Nginx> {
  mkdirSync(path.join(opts.dir, 'logs'), { recursive: true });
  const site = path.join(opts.dir, 'hoopdex.conf');
  writeFileSync(site, renderSiteConfig({ ...opts, root: opts.webDist }));
  const temp = (name: string) => path.join(opts.dir, name);
  const main = path.join(opts.dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'daemon off;',
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes auto;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('logs/error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  access_log off;',
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${site};`,
      '}',
    ].join('\n'),
  );
  let out = '';
  const child = spawn(nginxBinary(), ['-p', opts.dir, '-c', main, '-e', temp('logs/error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${out}`);
    try {
      await fetch(`${url}/static/`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx not listening on ${opts.port}: ${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port: opts.port,
    url,
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: finishes open requests
      await exited;
    },
  };
}
