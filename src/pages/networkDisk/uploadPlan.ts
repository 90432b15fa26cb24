/** The chunks still to send: every index below `count` the server has not listed as received. */
export function missingChunks(count: number, received: readonly number[]): number[] {
  const have = new Set(received);
  return Array.from({ length: count }, (_, i) => i).filter((i) => !have.has(i));
}

/**
 * The folders of a file chosen with a whole folder (`webkitRelativePath` "课件/第一单元/a.pptx"):
 * ["课件", "第一单元"]. A file chosen on its own has none.
 */
export function foldersOf(relativePath: string | undefined): string[] {
  if (!relativePath) return [];
  const parts = relativePath.split('/').filter(Boolean);
  return parts.slice(0, -1);
}

/** Bytes sent so far of a file whose `done` chunks are whole and whose current chunk has `partial` bytes out. */
export function sentBytes(size: number, chunkBytes: number, done: readonly number[], partial = 0): number {
  const whole = done.reduce((s, i) => s + Math.max(0, Math.min(chunkBytes, size - i * chunkBytes)), 0);
  return Math.min(size, whole + partial);
}
