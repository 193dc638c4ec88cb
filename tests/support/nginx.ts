/**
 * nginx for the scripts that put the site behind it (test:cluster, observatory): Debian's package,
 * installed when missing, run in the foreground with a configuration and temporary files of its own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

export function nginxBinary(): string {
  if (!find()) {
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { encoding: 'utf8' });
    if (install.status !== 0) throw new Error(`nginx is missing and apt-get could not install it: ${install.stderr}`);
  }
  return find()!;
}

/** Starts nginx with `site` (its upstream and server blocks) inside an http block whose files all live in `dir`. */
export function startNginx(dir: string, site: string): ChildProcess {
  mkdirSync(dir, { recursive: true });
  // As root, nginx's workers would otherwise run as nobody, who cannot reach the temporary folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    // One process, no master: however a script ends it (SIGKILL included), no worker is left holding the port.
    `${user}
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  return spawn(nginxBinary(), ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The site block of nginx on `listenPort` in front of the instances on `ports`, as deploy/nginx.conf (no TLS). With
 * `failover`, an instance that stops answering is passed over and its request tried on the next (the cluster test).
 */
export function proxiedSite(listenPort: number, ports: number[], { failover = false } = {}): string {
  const upstreamFlags = failover ? ' max_fails=1 fail_timeout=2s' : '';
  const failoverLines = failover
    ? `
      proxy_set_header X-Forwarded-Host $host;
      proxy_next_upstream error timeout http_502 http_503;`
    : '';
  return `  upstream nestora {
${ports.map((port) => `    server 127.0.0.1:${port}${upstreamFlags};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://nestora;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;${failoverLines}
    }
  }`;
}
