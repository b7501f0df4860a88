/**
 * Starts the app as the container image would, without a container engine (none runs on these machines): the
 * standalone output assembled by the script the Dockerfile runs, in that folder (the image's WORKDIR), with the
 * image's ENV under the `docker run -e` variables given as JSON in RUN_ENV (nothing else of this process's
 * environment but PATH), and the image's CMD as the process. Run as root (CI), it drops to `nobody` as the image's
 * USER does, with only the folders the image gives its user writable.
 *   RUN_ENV='{"PORT":"3000"}' tsx e2e/deploy/start-image.ts --folder DIR
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readImageCommand } from './image-command';

const NOBODY = 65534;
const { values } = parseArgs({ options: { folder: { type: 'string' } } });
const folder = values.folder;
if (!folder) {
  console.error('usage: tsx e2e/deploy/start-image.ts --folder DIR');
  process.exit(2);
}

execFileSync('bash', ['scripts/assemble-standalone.sh', folder], { stdio: 'inherit' });
const image = readImageCommand({ path: 'Dockerfile' });
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  // The Dockerfile's `chown node:node /app/data /app/secrets /app/.next/cache`, for the unprivileged user here.
  for (const writable of ['data', 'secrets', join('.next', 'cache')]) {
    mkdirSync(join(folder, writable), { recursive: true });
    chownSync(join(folder, writable), NOBODY, NOBODY);
  }
}
const [program = 'node', ...args] = image.command;
const executable = program === 'node' ? process.execPath : program;
const [file, argv] = asRoot ? ['setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', executable, ...args]] : [executable, args];
const runEnv = JSON.parse(process.env.RUN_ENV ?? '{}') as Record<string, string>;
// Node's types want NODE_ENV in every environment; the image's ENV sets it.
const environment = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...image.env, ...runEnv } as unknown as NodeJS.ProcessEnv;
const child = spawn(file, argv as string[], { cwd: folder, env: environment, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

