/**
 * Which `running` backups have no writer any more. On PGlite only one process ever opens the data
 * directory, so at start-up every running row is an orphan. On PostgreSQL several instances share
 * the table: a row is orphaned when its writer was this host's process that is no longer alive (or
 * an earlier process with our own pid), or when its heartbeat (renewed every HEARTBEAT_MS) is older
 * than STALE_MS, which covers a writer on another host that died.
 */
export const HEARTBEAT_MS = 10_000;
export const STALE_MS = 60_000;

export interface RunningRow {
  id: string;
  instance: string;
  heartbeatAt: number;
}

export function orphans(
  rows: RunningRow[],
  here: { single: boolean; host: string; pid: number; now: number; alive: (pid: number) => boolean; startedAt: number },
): RunningRow[] {
  return rows.filter((r) => {
    if (here.single) return true;
    if (here.now - r.heartbeatAt > STALE_MS) return true;
    const [host, pidText] = splitInstance(r.instance);
    if (host !== here.host) return false;
    const pid = Number(pidText);
    // Our own pid on a row begun before we started: a previous process that happened to get it.
    if (pid === here.pid) return r.heartbeatAt < here.startedAt;
    return !here.alive(pid);
  });
}

function splitInstance(instance: string): [string, string] {
  const at = instance.lastIndexOf(':');
  return at < 0 ? [instance, ''] : [instance.slice(0, at), instance.slice(at + 1)];
}

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
