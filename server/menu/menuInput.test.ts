import { describe, expect, it } from 'vitest';
import { checkMenuInput, moduleIdOf, parseProperty, withModuleId } from './menuInput';

const fields = (input: Parameters<typeof checkMenuInput>[0]) => checkMenuInput(input).map((e) => e.field).sort();

describe('checkMenuInput', () => {
  it('accepts one well-formed entry of each type', () => {
    expect(fields({ type: 1, enCode: 'dir', fullName: '目录' })).toEqual([]);
    expect(fields({ type: 2, enCode: 'a.page', fullName: '页面', urlAddress: 'a/page' })).toEqual([]);
    expect(fields({ type: 3, enCode: 'm', fullName: '功能', urlAddress: 'model/m', propertyJson: '{"moduleId":"x","isTree":0}' })).toEqual([]);
    expect(fields({ type: 6, enCode: 'v', fullName: '大屏', propertyJson: { moduleId: 'x' } })).toEqual([]);
    expect(fields({ type: 7, enCode: 'l', fullName: '外链', urlAddress: 'https://example.edu.cn/?t=${token}', linkTarget: '_blank' })).toEqual([]);
    expect(fields({ type: 8, enCode: 'n', fullName: '未开放' })).toEqual([]);
  });
  it('refuses types outside 1–8', () => {
    expect(fields({ type: 0, enCode: 'x', fullName: 'x' })).toEqual(['type']);
    expect(fields({ type: 9, enCode: 'x', fullName: 'x' })).toEqual(['type']);
  });
  it('requires what each type needs', () => {
    expect(fields({ type: 2, enCode: 'p', fullName: '页' })).toEqual(['urlAddress']);
    expect(fields({ type: 4, enCode: 'p', fullName: '页', urlAddress: 'd/x' })).toEqual(['propertyJson']);
    expect(fields({ type: 7, enCode: 'l', fullName: '链', urlAddress: 'javascript:alert(1)' })).toEqual(['urlAddress']);
    expect(fields({ type: 7, enCode: 'l', fullName: '链', urlAddress: '//evil.example' })).toEqual(['urlAddress']);
    expect(fields({ type: 7, enCode: 'l', fullName: '链', urlAddress: '/help.html', linkTarget: '_top' })).toEqual(['linkTarget']);
  });
  it('checks names, codes and the property JSON', () => {
    expect(fields({ type: 1, enCode: '.x', fullName: '坏<名>' })).toEqual(['enCode', 'fullName']);
    expect(fields({ type: 1, enCode: 'x', fullName: 'x', propertyJson: '[1]' })).toEqual(['propertyJson']);
    expect(parseProperty('{bad')).toBeNull();
  });
});

describe('withModuleId', () => {
  it('folds the page picker into propertyJson, keeping what else it holds', () => {
    const base = { type: 3, enCode: 'campus.visitor', fullName: '访客登记' };
    expect(withModuleId({ ...base, moduleId: 'vd-1', propertyJson: '{"isTree":1}' }).propertyJson).toBe('{"isTree":1,"moduleId":"vd-1"}');
    expect(withModuleId({ ...base, moduleId: 'vd-2', propertyJson: { moduleId: 'old' } }).propertyJson).toBe('{"moduleId":"vd-2"}');
    expect(withModuleId({ ...base, propertyJson: '{"moduleId":"kept"}' })).toEqual({ ...base, propertyJson: '{"moduleId":"kept"}' });
    expect(moduleIdOf('{"moduleId":"vd-3"}')).toBe('vd-3');
    expect(moduleIdOf('not json')).toBe('');
  });
});
