// `npm test`: every check in one run, each step's outcome listed, then one closing count line.
// Steps: type check, lint, unit tests, API tests (real server on PGlite), Storybook build, client build,
// end-to-end tests in Debian chromium against the built app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function run(name, cmd, args, opts = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${[path.basename(cmd), ...args].join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function vitest(project, name = project, env = {}) {
  if (only.length && !only.includes(name)) return;
  const out = path.join(root, '.tmp', `vitest-${name}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(out, { force: true });
  const ok = run(name, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`], { env });
  if (fs.existsSync(out)) {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += j.numFailedTests ?? 0;
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    if (!ok && (j.numFailedTests ?? 0) === 0) failed += 1; // a suite that failed to load
  } else if (!ok) failed += 1;
}

function check(name, cmd, args) {
  if (only.length && !only.includes(name)) return;
  if (run(name, cmd, args)) passed += 1;
  else failed += 1;
}

check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', bin('eslint'), ['.', '--max-warnings', '0']);
vitest('unit');
vitest('api');
// The same API tests on a real PostgreSQL (DATABASE_URL mode), when Debian's postgresql is present.
if (!only.length || only.includes('api-pg')) {
  let pg = null;
  let startError = null;
  try {
    pg = startPostgres();
  } catch (err) {
    startError = err;
  }
  if (startError) {
    console.log(`\n=== api-pg: could not start PostgreSQL (${startError.message.split('\n')[0]})`);
    results.push({ name: 'api-pg', ok: false, seconds: '0' });
    failed += 1;
  } else if (!pg) {
    console.log('\n=== api-pg: skipped (no PostgreSQL server binaries; .ci/run installs them)');
    skipped += 1;
  } else {
    try {
      vitest('api', 'api-pg', { TEST_DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  }
}
check('storybook', bin('storybook'), ['build', '--quiet', '-o', '.tmp/storybook-static']);
check('build', bin('vite'), ['build', '--logLevel', 'warn']);
if (!only.length || only.includes('e2e')) {
  if (!fs.existsSync('/usr/bin/chromium')) {
    console.log('\nchromium is missing: installing Debian chromium (apt-get)…');
    spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk'], { stdio: 'inherit' });
  }
  vitest('e2e');
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds}s`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || results.some((r) => !r.ok) ? 1 : 0);
