import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

/** End-to-end tests run against the built app; build it when `npm test` has not just done so. */
export default function setup() {
  if (!fs.existsSync('dist/index.html') || process.env.E2E_REBUILD === '1') {
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
}
