import { readdirSync, readFileSync } from 'node:fs';

/** A process's parent and CPU seconds (user + system) so far, from /proc/<pid>/stat; null when it cannot be read. */
function statOf(pid: number | string): { ppid: number; cpu: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state ppid … utime(14) stime(15), in clock ticks.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return null; // no /proc, or the process ended while we read
  }
}

/**
 * CPU seconds (user + system) used so far by a process and every process below it (the app and its Chromium),
 * read from /proc; null where there is no /proc. On a machine whose cores are shared, CPU per request is the
 * steadier figure beside wall-clock time.
 */
export function processTreeCpu(root: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const procs: Array<{ pid: number; ppid: number; cpu: number }> = [];
  for (const name of entries) {
    const stat = statOf(name);
    if (stat) procs.push({ pid: Number(name), ...stat });
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  return procs.reduce((total, p) => total + (tree.has(p.pid) ? p.cpu : 0), 0);
}
