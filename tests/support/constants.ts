import fs from 'node:fs';
import path from 'node:path';

export const TEST_PASSWORD = 'Test12345';

/**
 * Where test servers keep their data directories: in memory (/dev/shm) when the machine has it, else
 * `.tmp`. Each file's server starts on a copy of the seeded template (70 MB, 1,600 files): copying it
 * to disk took ~1.1 s per server, to memory ~0.2 s. The database is the same real PGlite either way;
 * the crash tests kill processes, not the machine, so nothing they check needs a disk. `TEST_TMP`
 * chooses another place.
 */
function testRoot(): string {
  if (process.env.TEST_TMP) return path.resolve(process.env.TEST_TMP);
  const shm = '/dev/shm';
  try {
    fs.accessSync(shm, fs.constants.W_OK);
    return path.join(shm, 'educloud-tests');
  } catch {
    return path.resolve('.tmp');
  }
}

export const TMP_ROOT = testRoot();
