/**
 * The server processes behind a port, read from /proc (Linux): their pids, resident memory and CPU time. `npm start`
 * may run the server as a child of npm: the figures are of the listener and every process it started.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** CPU time (user and system) the process has used so far, in ms. */
export function cpuMilliseconds({ pid }: { pid: number }): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  // The fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14 and 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
}

/** Resident set size in MB. */
export function residentMegabytes({ pid }: { pid: number }): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/** The process listening on `port` and the processes it started: the whole server. */
export function serverPids({ port }: { port: number }): number[] {
  const listener = listenerPid({ port });
  const parents = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [listener];
  for (let index = 0; index < tree.length; index += 1) for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  return tree;
}

/** The CPU time of all of `pids`, in ms. */
export function totalCpuMilliseconds({ pids }: { pids: readonly number[] }): number {
  return pids.reduce((sum, pid) => sum + cpuMilliseconds({ pid }), 0);
}

/** The resident memory of all of `pids`, in MB. */
export function totalResidentMegabytes({ pids }: { pids: readonly number[] }): number {
  return pids.reduce((sum, pid) => sum + residentMegabytes({ pid }), 0);
}

/** The pid of the process listening on `port` (npm start runs the server as a child). */
export function listenerPid({ port }: { port: number }): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inode = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')?.[9];
  if (!inode) throw new Error(`nothing listens on port ${port}`);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return Number(pid);
      }
    } catch {
      // Processes come and go, and some are not ours to read.
    }
  }
  throw new Error(`no process owns the socket of port ${port}`);
}
