import { describe, expect, it } from 'vitest';
import { checkPortal, checkScreen, cleanPortal, isConsolePath, sourcesOf, toPoints, numberOf, type PortalDefinition } from './definition';

const card = (extra: Record<string, unknown> = {}) => ({ i: 'a', x: 0, y: 0, w: 4, h: 3, kind: 'bar', title: '各校人数', source: { type: 'aggregate', key: 'usersPerSchool' }, ...extra });

describe('checkPortal', () => {
  it('accepts a grid of known cards', () => {
    expect(checkPortal({ cards: [card(), card({ i: 'b', x: 4, kind: 'todos', source: undefined }), card({ i: 'c', x: 8, kind: 'richText', html: '<p>x</p>', source: undefined })] })).toEqual([]);
  });
  it('names an unknown kind, a card outside the 12 columns and a duplicate id by their path', () => {
    expect(checkPortal({ cards: [card({ kind: 'video' })] })).toEqual([{ path: '/cards/0/kind', reason: 'unknownKind' }]);
    expect(checkPortal({ cards: [card({ x: 10, w: 4 })] })).toEqual([{ path: '/cards/0', reason: 'outsideGrid' }]);
    expect(checkPortal({ cards: [card({ x: -1 })] })).toEqual([{ path: '/cards/0', reason: 'outsideGrid' }]);
    expect(checkPortal({ cards: [card({ w: 1.5 })] })).toEqual([{ path: '/cards/0/w', reason: 'badNumber' }]);
    expect(checkPortal({ cards: [card(), card()] })).toEqual([{ path: '/cards/1/i', reason: 'duplicateId' }]);
  });
  it('wants a source on a chart and a well-formed one', () => {
    expect(checkPortal({ cards: [card({ source: undefined })] })).toEqual([{ path: '/cards/0/source', reason: 'missingSource' }]);
    expect(checkPortal({ cards: [card({ source: { type: 'sql', id: 'x' } })] })).toEqual([{ path: '/cards/0/source', reason: 'badSource' }]);
    expect(checkPortal({ cards: [card({ source: { type: 'model', id: "x'; drop" } })] })).toEqual([{ path: '/cards/0/source', reason: 'badSource' }]);
  });
  it('refuses shortcuts that leave the console', () => {
    const sc = (path: string) => card({ kind: 'shortcuts', source: undefined, shortcuts: [{ title: 't', path }] });
    expect(checkPortal({ cards: [sc('/campus/student')] })).toEqual([]);
    for (const bad of ['javascript:alert(1)', 'https://evil.example', '//evil.example/x']) {
      expect(checkPortal({ cards: [sc(bad)] })).toEqual([{ path: '/cards/0/shortcuts/0', reason: 'badLink' }]);
    }
    expect(isConsolePath('/home')).toBe(true);
  });
  it('refuses what is not a definition', () => {
    expect(checkPortal('[]')).toEqual([{ path: '', reason: 'notObject' }]);
    expect(checkPortal({ cards: {} })).toEqual([{ path: '/cards', reason: 'notObject' }]);
    expect(checkPortal({ cards: Array.from({ length: 61 }, (_, n) => card({ i: `c${n}` })) })).toEqual([{ path: '/cards', reason: 'tooMany' }]);
  });
});

describe('cleanPortal', () => {
  it('sanitises rich text and drops keys it does not know', () => {
    const def = { cards: [{ ...card({ kind: 'richText', source: { type: 'aggregate', key: 'x' }, html: '<p onclick="x()">hi<script>alert(1)</script></p>' }), extra: 1 }] } as unknown as PortalDefinition;
    const clean = cleanPortal(def);
    expect(clean.cards[0]).toEqual({ i: 'a', x: 0, y: 0, w: 4, h: 3, kind: 'richText', title: '各校人数', html: '<p>hi</p>' });
  });
});

describe('checkScreen', () => {
  const item = (extra: Record<string, unknown> = {}) => ({ i: 'm', x: 0, y: 0, w: 600, h: 400, kind: 'map', title: '地图', source: { type: 'aggregate', key: 'studentsPerSchool' }, ...extra });
  it('accepts items on the 1920×1080 canvas and a refresh interval', () => {
    expect(checkScreen({ refreshSeconds: 30, background: '#0b1a33', items: [item(), item({ i: 't', kind: 'title', source: undefined })] })).toEqual([]);
  });
  it('refuses an item past the canvas edge, a refresh faster than 5 s and a background that is not a colour', () => {
    expect(checkScreen({ refreshSeconds: 30, background: '', items: [item({ x: 1500, w: 600 })] })).toEqual([{ path: '/items/0', reason: 'outsideGrid' }]);
    expect(checkScreen({ refreshSeconds: 1, background: '', items: [] })).toEqual([{ path: '/refreshSeconds', reason: 'badNumber' }]);
    expect(checkScreen({ refreshSeconds: 0, background: 'url(x)', items: [] })).toEqual([{ path: '/background', reason: 'badText' }]);
  });
});

describe('sources and points', () => {
  it('lists each source once', () => {
    const def = { cards: [card(), card({ i: 'b' }), card({ i: 'c', source: { type: 'model', id: 'model-leave' } })] } as unknown as PortalDefinition;
    expect(sourcesOf(def)).toEqual([{ type: 'aggregate', key: 'usersPerSchool' }, { type: 'model', id: 'model-leave' }]);
  });
  it('turns rows into points by the named fields, or the first text and number', () => {
    expect(toPoints([{ school: '一中', n: '12' }], 'school', 'n')).toEqual([{ name: '一中', value: 12 }]);
    expect(toPoints([{ label: '语文', avg: 81.5 }, { label: '坏', avg: 'x' }])).toEqual([{ name: '语文', value: 81.5 }]);
  });
  it('gives a number card the latest month and its change, or the sum over schools', () => {
    expect(numberOf([{ name: '2024-09', value: 4 }, { name: '2024-10', value: 7 }])).toEqual({ value: 7, change: 3 });
    expect(numberOf([{ name: '2024-09', value: 4 }])).toEqual({ value: 4, change: null });
    expect(numberOf([{ name: '一中', value: 4 }, { name: '二中', value: 7 }])).toEqual({ value: 11, change: null });
    expect(numberOf([])).toEqual({ value: 0, change: null });
  });
});
