// The load balancer in front of the gateways: HAProxy from Debian's packages. It health-checks
// each gateway on /ready (a draining gateway answers 503 and is taken out), passes WebSocket
// upgrades through (`timeout tunnel`), and retries a request on the other gateway only when
// the connection could not be made (the request never reached a gateway, so it is safe).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** @param {{ dir: string, port: number, gateways: number[] }} o @returns {string} the config file */
export function writeHaproxyConfig(o) {
  const file = path.join(o.dir, 'haproxy.cfg');
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 4096',
      '',
      'defaults',
      '  mode http',
      '  option forwardfor',
      '  option http-server-close',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout http-request 10s',
      '  timeout tunnel 1h',
      '  retries 2',
      '  retry-on conn-failure',
      '  option redispatch',
      '',
      'frontend oneway',
      `  bind 127.0.0.1:${o.port}`,
      '  default_backend gateways',
      '',
      'backend gateways',
      '  balance roundrobin',
      '  option httpchk GET /ready',
      '  http-check expect status 200',
      '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
      ...o.gateways.map((p, i) => `  server gateway-${i + 1} 127.0.0.1:${p} check`),
      '',
    ].join('\n'),
  );
  return file;
}
