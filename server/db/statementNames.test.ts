import { describe, expect, it } from 'vitest';
import { StatementNames } from './statementNames';

describe('StatementNames', () => {
  it('names a text the second time it is asked, the same name every time after', () => {
    const names = new StatementNames();
    expect(names.nameFor('SELECT 1')).toBeNull();
    const name = names.nameFor('SELECT 1');
    expect(name).toMatch(/^ec_[0-9a-f]{32}$/);
    expect(names.nameFor('SELECT 1')).toBe(name);
    expect(new StatementNames().nameFor('SELECT 2')).toBeNull();
  });

  it('gives two texts two names, and the same text the same name in another instance', () => {
    const a = new StatementNames();
    const b = new StatementNames();
    for (const n of [a, b]) for (const t of ['SELECT 1', 'SELECT 2']) n.nameFor(t);
    expect(a.nameFor('SELECT 1')).not.toBe(a.nameFor('SELECT 2'));
    expect(a.nameFor('SELECT 1')).toBe(b.nameFor('SELECT 1'));
  });

  it('names no more than its limit of texts', () => {
    const names = new StatementNames(2);
    const twice = (t: string) => (names.nameFor(t), names.nameFor(t));
    expect(twice('a')).not.toBeNull();
    expect(twice('b')).not.toBeNull();
    expect(twice('c')).toBeNull();
    expect(names.nameFor('a')).not.toBeNull();
  });

  it('runs a refused text unnamed from then on', () => {
    const names = new StatementNames();
    names.nameFor('SELECT *');
    expect(names.nameFor('SELECT *')).not.toBeNull();
    names.refuse('SELECT *');
    expect(names.nameFor('SELECT *')).toBeNull();
    expect(names.nameFor('SELECT *')).toBeNull();
  });
});
