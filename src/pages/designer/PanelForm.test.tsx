import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelForm } from './PanelForm';

afterEach(cleanup);

// Issue 13's budget: a keystroke in the property panel redraws its input, not the 200-field document.
describe('the property panel keeps typing in its input until the text is committed', () => {
  it('reports a typed title once, on blur, with the whole text', async () => {
    const changes: Record<string, unknown>[] = [];
    render(
      <PanelForm
        def={{ schema: { type: 'object', properties: { title: { type: 'string', title: '标题' }, required: { type: 'boolean', title: '必填' } } } }}
        data={{ title: '字段1', required: false }}
        onChange={(d) => changes.push(d)}
        id="test"
        idPrefix="fp"
        lang="zh"
      />,
    );
    const input = screen.getByLabelText('标题') as HTMLInputElement;
    for (const text of ['访', '访客', '访客姓', '访客姓名']) fireEvent.change(input, { target: { value: text } });
    expect(input.value).toBe('访客姓名');
    expect(changes.filter((c) => c.title !== '字段1')).toEqual([]);
    await act(async () => fireEvent.blur(input));
    expect(changes.filter((c) => c.title !== '字段1')).toEqual([{ title: '访客姓名', required: false }]);
  });

  it('is a form page of the renderer: live messages under fields, rjsf buttons in the panel language', async () => {
    render(
      <PanelForm
        id="test"
        def={{ schema: { type: 'object', properties: { name: { type: 'string', title: 'Field name' }, options: { type: 'array', title: 'Options', items: { type: 'string' } } } } }}
        data={{ name: '1x', options: ['a'] }}
        errors={{ name: 'Not a safe identifier' }}
        onChange={() => undefined}
        idPrefix="fp"
        lang="en"
      />,
    );
    expect(await screen.findByText('Not a safe identifier')).toBeTruthy();
    expect(document.querySelector('button[title="Add an item"]')).not.toBeNull();
    expect(document.querySelector('button[title="Remove this item"]')).not.toBeNull();
    expect(document.querySelector('#fp_name')).not.toBeNull();
  });
});
