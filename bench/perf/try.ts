// Runs one bench function by hand: `npx tsx bench/perf/try.ts renderer` or
// `npx tsx bench/perf/try.ts models <base> <token> <helloRps>` (against a running bench server).
import { rendererFigures } from '../renderer';
import { modelFigures } from '../models';

const [what, base, token, hello] = process.argv.slice(2);
const t0 = Date.now();
const out = what === 'models' ? await modelFigures(base, token, Number(hello)) : await rendererFigures();
for (const [k, v] of out.lines) console.log(`${k.padEnd(52)} ${v}`);
console.log(JSON.stringify(out.results, (k, v) => (k === 'runs' ? undefined : v), 2));
console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
