import { describe, expect, it } from 'vitest';
import { classEditProblems } from './classEdit';

describe('表格示例: a cell edit', () => {
  it('accepts values inside the limits and ignores fields not sent', () => {
    expect(classEditProblems({ boys: 21, average: 88.5, headTeacher: '王老师' })).toEqual([]);
    expect(classEditProblems({})).toEqual([]);
  });

  it('refuses an empty head teacher, counts out of range, a fraction of a pupil and two decimals', () => {
    expect(classEditProblems({ headTeacher: '  ', boys: 41, girls: 2.5, average: 88.25 })).toEqual([
      { field: 'headTeacher', kind: 'required' },
      { field: 'boys', kind: 'range', min: 0, max: 40 },
      { field: 'girls', kind: 'range', min: 0, max: 40 },
      { field: 'average', kind: 'range', min: 0, max: 100 },
    ]);
  });

  it('refuses text longer than the column and a number sent as words', () => {
    expect(classEditProblems({ room: 'A1234567890', boys: 'many' })).toEqual([
      { field: 'room', kind: 'tooLong', max: 10 },
      { field: 'boys', kind: 'range', min: 0, max: 40 },
    ]);
  });
});
