// A private, throw-away PostgreSQL cluster for running the API tests against a real server
// (the same SQL and migrations as the embedded PGlite). Debian's postgresql package provides it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function binDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

/** initdb refuses to run as root: run the server as the `postgres` system user then. */
function asServerUser(cmd, args) {
  const isRoot = process.getuid?.() === 0;
  const r = isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** A port the kernel just handed out and released: free now, and outside any fixed range others pick. */
function freePort() {
  const r = spawnSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], { encoding: 'utf8' });
  return Number(r.stdout.trim());
}

export function startPostgres() {
  const bin = binDir();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ec-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  asServerUser(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  let port;
  for (let attempt = 1; ; attempt++) {
    port = freePort();
    try {
      asServerUser(path.join(bin, 'pg_ctl'), [
        '-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start',
      ]);
      break;
    } catch (err) {
      // Another process may take the port between our probe and the server's bind: try another.
      if (attempt >= 3) {
        fs.rmSync(dir, { recursive: true, force: true });
        throw err;
      }
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
