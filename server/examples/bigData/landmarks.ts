import { SeekIndex } from '../../db/seekIndex';

/*
 * Where a page starts: the id of every STEP-th row of one filtered list (its landmarks), so page N
 * starts from the landmark at or before its first row and skips at most STEP rows, wherever N is.
 * The example table is written once (at seeding) and never again, so landmarks never go stale.
 */

export const STEP = 500;

export interface Landmarks {
  index: SeekIndex<number>;
  total: number;
}

export function landmarksOf(ids: { id: number; pos: number }[], total: number): Landmarks {
  const index = new SeekIndex<number>();
  for (const r of ids) index.add(r.pos, r.id);
  return { index, total };
}

/** How to read the page at `offset`: from a landmark (id ≥ key, skipping `skip` rows) or from the top. */
export function pageStart(marks: Landmarks | undefined, offset: number): { fromId: number | null; skip: number } {
  const near = marks?.index.nearest(offset);
  return near ? { fromId: near.key, skip: offset - near.offset } : { fromId: null, skip: offset };
}
