import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The README's nginx snippet: the one ```nginx block of its "Deploy" section, exactly as an owner copies it. */
export function readmeNginxSnippet({ readme }: { readme: string }): string {
  const deploy = readme.slice(readme.indexOf('\n## Deploy'));
  const match = /```nginx\n([\s\S]*?)```/.exec(deploy);
  if (!match?.[1]) throw new Error('README.md: no ```nginx block in the "Deploy" section');
  return match[1];
}

/**
 * The snippet made runnable on loopback without TLS: the upstream's servers become the test's, the TLS `listen`
 * and certificate lines become a plain loopback `listen`; every proxy setting stays as written. Throws when the
 * snippet no longer has the shape this relies on, so the test never runs a config the README does not show.
 */
export function runnableSnippet({ snippet, listenPort, upstreamPorts, serverLines = [] }: {
  snippet: string;
  listenPort: number;
  upstreamPorts: readonly number[];
  /** Test-only lines for the server block (e.g. a header naming the instance that answered). */
  serverLines?: readonly string[];
}): string {
  const replace = (text: string, pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(text)) throw new Error(`README nginx snippet: ${what} not found`);
    return text.replace(pattern, replacement);
  };
  let text = replace(snippet, /^(\s*)server 127\.0\.0\.1:3000;.*$/m, upstreamPorts.map((port) => `$1server 127.0.0.1:${port};`).join('\n'), 'the upstream server line');
  text = replace(text, /^(\s*)listen 443 ssl;.*$/m, [`$1listen 127.0.0.1:${listenPort};`, ...serverLines.map((line) => `$1${line}`)].join('\n'), 'listen 443 ssl');
  text = replace(text, /^\s*ssl_certificate\s.*\n/m, '', 'ssl_certificate');
  text = replace(text, /^\s*ssl_certificate_key\s.*\n/m, '', 'ssl_certificate_key');
  return text;
}

/**
 * Writes a whole nginx configuration around `snippet` into `folder` (pid, temp files, no log files) and returns
 * the command that runs it in the foreground. Started as root, nginx runs its workers as `nobody`: the folder
 * must let them in.
 */
export function writeNginxConfig({ folder, snippet }: { folder: string; snippet: string }): string {
  mkdirSync(join(folder, 'temp'), { recursive: true });
  chmodSync(folder, 0o755);
  const temp = (name: string) => join(folder, 'temp', name);
  const config = [
    'worker_processes 1;',
    'error_log stderr warn;',
    `pid ${join(folder, 'nginx.pid')};`,
    'events { worker_connections 512; }',
    'http {',
    '    access_log off;',
    `    client_body_temp_path ${temp('body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    snippet,
    '}',
    '',
  ].join('\n');
  const file = join(folder, 'nginx.conf');
  writeFileSync(file, config);
  // Debian installs it under /usr/sbin, which a non-root PATH may lack.
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  return `${nginx} -e stderr -p ${folder} -c ${file} -g "daemon off;"`;
}

/** The README's snippet as a runnable config in `folder`, and the command that starts nginx with it. */
export function nginxFromReadme({ readmePath, folder, listenPort, upstreamPorts, serverLines }: {
  readmePath: string;
  folder: string;
  listenPort: number;
  upstreamPorts: readonly number[];
  serverLines?: readonly string[];
}): string {
  const snippet = runnableSnippet({ snippet: readmeNginxSnippet({ readme: readFileSync(readmePath, 'utf8') }), listenPort, upstreamPorts, serverLines });
  return writeNginxConfig({ folder, snippet });
}
