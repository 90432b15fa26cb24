import { describe, expect, it } from 'vitest';
import { bindTemplate, unboundFields } from './template';

const record = {
  student: { name: '王子涵', no: '20240001' },
  school: '城东第一中学',
  terms: [
    { term: '第一学期', scores: [{ subject: '语文', score: 90 }, { subject: '数学', score: 95 }] },
    { term: '第二学期', scores: [{ subject: '语文', score: 88 }] },
  ],
};

describe('打印示例: binding a template to a record', () => {
  it('fills fields by path and repeats sections per item, numbering them', () => {
    const html = bindTemplate('<h1>{{student.name}}（{{student.no}}）</h1>{{#terms}}<h2>{{$index}}. {{term}} {{school}}</h2>{{#scores}}<td>{{subject}}:{{score}}</td>{{/scores}}{{/terms}}', record);
    expect(html).toBe('<h1>王子涵（20240001）</h1><h2>1. 第一学期 城东第一中学</h2><td>语文:90</td><td>数学:95</td><h2>2. 第二学期 城东第一中学</h2><td>语文:88</td>');
  });

  it('escapes values, so a record cannot add markup', () => {
    expect(bindTemplate('<p>{{name}}</p>', { name: '<img src=x onerror=alert(1)>' })).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('a missing field is empty; an empty list renders nothing', () => {
    expect(bindTemplate('[{{nope}}]{{#none}}x{{/none}}', { none: [] })).toBe('[]');
  });

  it('lists the names the record lacks', () => {
    expect(unboundFields('{{student.name}} {{student.age}} {{#terms}}{{term}} {{teacher}}{{/terms}}', record)).toEqual(['teacher', 'student.age']);
  });
});
