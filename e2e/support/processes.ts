// Which program answers on a loopback port, read from Linux's /proc: the listening socket's
// inode in /proc/net/tcp{,6}, the process holding that inode among its open files, and that
// process's executable. Lets a test ask every server it started which Node it runs on.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

const LISTEN = '0A';

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const columns = line.trim().split(/\s+/);
      const localPort = Number.parseInt(columns[1]?.split(':').pop() ?? '', 16);
      if (localPort === port && columns[3] === LISTEN && columns[9]) inodes.add(columns[9]);
    }
  }
  return inodes;
}

/** The process ids holding a socket that listens on `port` (none when nothing listens). */
export function pidsListeningOn(port: number): number[] {
  const wanted = new Set([...listeningInodes(port)].map((inode) => `socket:[${inode}]`));
  if (wanted.size === 0) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    const holds = fds.some((fd) => {
      try {
        return wanted.has(readlinkSync(`/proc/${entry}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (holds) pids.push(Number(entry));
  }
  return pids;
}

/** The version (`v24.21.0`) of the Node executable process `pid` runs. */
export function nodeVersionOf(pid: number): string {
  const executable = readlinkSync(`/proc/${pid}/exe`);
  return execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim();
}

/** The major version of a `vX.Y.Z` string. */
export function majorOf(version: string): number {
  return Number(/^v(\d+)\./.exec(version)?.[1] ?? Number.NaN);
}
