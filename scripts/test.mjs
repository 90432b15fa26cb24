// `npm test`: every check in one run, each step's outcome listed, then one closing count line.
// Steps: type check, lint, unit tests, API tests (real server on PGlite, then on a private PostgreSQL),
// Storybook build, client build, end-to-end tests in Debian chromium against the built app.
//
// The steps run in two lanes at once. Almost every step keeps one core busy (vitest gives the unit
// project one worker on a two-core machine, and the API and browser projects run their files one at a
// time because each starts its own server), so on the two-core machines CI uses, one lane left the
// other core idle: two lanes halve the wall time. Each step's output is kept in `.tmp/steps/<step>.log`
// and printed whole when the step ends, so the lanes' lines never interleave. `TEST_LANES=1` runs
// the steps one after another, streaming their output, as before.
//   npm test                 every step
//   npm test -- unit api     only the named steps (typecheck lint unit stories api api-pg storybook build e2e;
//                            `unit` runs the story renders too)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.includes(name);
const lanes = Number(process.env.TEST_LANES) || Math.min(2, os.availableParallelism?.() ?? os.cpus().length);
const stepsDir = path.join(root, '.tmp', 'steps');
fs.mkdirSync(stepsDir, { recursive: true });

const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;
/** Failed tests named once more under the summary: CI shows only the tail of a long run. */
const failures = [];
const firstLine = (text = '') => String(text).split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';

/** Runs one command; with lanes its output goes to the step's log, printed whole at the end. */
function run(name, cmd, args, env = {}) {
  const started = Date.now();
  const header = `\n=== ${name}: ${[path.basename(cmd), ...args].join(' ')}`;
  return new Promise((resolve) => {
    const finish = (ok) => {
      results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
      resolve(ok);
    };
    if (lanes === 1) {
      console.log(header);
      const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
      child.on('exit', (code) => finish(code === 0));
      child.on('error', () => finish(false));
      return;
    }
    const logFile = path.join(stepsDir, `${name}.log`);
    const out = fs.openSync(logFile, 'w');
    console.log(`--- ${name} started`);
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, FORCE_COLOR: '0', ...env } });
    const done = (ok) => {
      fs.closeSync(out);
      console.log(header);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      finish(ok);
    };
    child.on('exit', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

async function vitest(project, name = project, env = {}, files = []) {
  if (!wanted(name) && !wanted(project)) return;
  const out = path.join(root, '.tmp', `vitest-${name}.json`);
  fs.rmSync(out, { force: true });
  const ok = await run(name, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...files], env);
  if (fs.existsSync(out)) {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += j.numFailedTests ?? 0;
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    if (!ok && (j.numFailedTests ?? 0) === 0) failed += 1; // a suite that failed to load
    for (const file of j.testResults ?? []) {
      const rel = path.relative(root, file.name ?? '');
      const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of bad) failures.push(`${name}: ${rel} > ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
      if (!bad.length && file.status === 'failed') failures.push(`${name}: ${rel} (did not run)\n      ${firstLine(file.message)}`);
    }
  } else if (!ok) failed += 1;
}

async function check(name, cmd, args) {
  if (!wanted(name)) return;
  if (await run(name, cmd, args)) passed += 1;
  else failed += 1;
}

/** The same API tests on a real PostgreSQL (DATABASE_URL mode), when Debian's postgresql is present. */
async function apiOnPostgres() {
  if (!wanted('api-pg')) return;
  let pg;
  try {
    pg = startPostgres();
  } catch (err) {
    console.log(`\n=== api-pg: could not start PostgreSQL (${err.message.split('\n')[0]})`);
    results.push({ name: 'api-pg', ok: false, seconds: '0' });
    failed += 1;
    return;
  }
  if (!pg) {
    console.log('\n=== api-pg: skipped (no PostgreSQL server binaries; .ci/run installs them)');
    skipped += 1;
    return;
  }
  try {
    await vitest('api', 'api-pg', { TEST_DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
}

async function browserTests() {
  if (!wanted('e2e')) return;
  if (!fs.existsSync('/usr/bin/chromium')) {
    console.log('\nchromium is missing: installing Debian chromium (apt-get)…');
    spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk'], { stdio: 'inherit' });
  }
  await vitest('e2e');
}

// Two lanes of about equal length. A clean two-lane run (both cores busy, so each step takes about
// twice its quiet time): build ~25 s, e2e ~1,100 s, typecheck + lint ~75 s, api ~600 s, api-pg
// ~450 s, storybook ~50 s, unit ~450 s of which the story renders (one file each for widgets and
// renderer) are ~170 s. The unit tests run in two parts, the story renders in lane B, so neither lane
// waits on the other. The client build comes before the browser tests that load it.
const STORIES = ['widgets/stories.test.tsx', 'renderer/stories.test.tsx'];
const laneA = async () => {
  await check('build', bin('vite'), ['build', '--logLevel', 'warn']);
  await browserTests();
  await vitest('unit', 'unit', {}, STORIES.flatMap((f) => ['--exclude', f]));
};
const laneB = async () => {
  await check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  await check('lint', bin('eslint'), ['.', '--max-warnings', '0']);
  await vitest('api');
  await apiOnPostgres();
  await vitest('unit', 'stories', {}, STORIES);
  await check('storybook', bin('storybook'), ['build', '--quiet', '-o', '.tmp/storybook-static']);
};

const started = Date.now();
if (lanes === 1) {
  await laneB();
  await laneA();
} else {
  await Promise.all([laneA(), laneB()]);
}

const order = ['typecheck', 'lint', 'unit', 'stories', 'api', 'api-pg', 'storybook', 'build', 'e2e'];
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
console.log(`\n=== summary (${lanes} lane${lanes > 1 ? 's' : ''}, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds}s`);
if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || results.some((r) => !r.ok) ? 1 : 0);
