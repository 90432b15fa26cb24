import path from 'node:path';

export const TEST_PASSWORD = 'Test12345';
export const TMP_ROOT = path.resolve('.tmp');
