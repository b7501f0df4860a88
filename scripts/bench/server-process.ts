/** The server process behind a port, read from /proc (Linux): its pid and resident memory. */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Resident set size in MB. */
export function residentMegabytes({ pid }: { pid: number }): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
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
