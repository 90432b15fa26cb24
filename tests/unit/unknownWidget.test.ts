import { describe, expect, it } from 'vitest';
import { checkPageSchema } from '../../server/visualDev/pageSchemaCheck';
import { validatePageSchema } from '../../contract/pageModel/validatePageSchema';

// Both sides read the widget-name table through the meta-schema: a designer's page naming a widget
// that does not exist is refused on save by the server and drawn as an error panel by the renderer.
const withWidget = (widget: string) => ({
  id: 'demo.form',
  kind: 'form',
  title: 'Demo',
  api: { create: 'POST /api/Demo' },
  form: { schema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } }, uiSchema: { a: { 'ui:widget': widget } } },
});

describe('a schema naming an unknown widget', () => {
  for (const [side, check] of [['server (checkPageSchema)', checkPageSchema], ['renderer (validatePageSchema)', validatePageSchema]] as const) {
    it(`is refused by the ${side}`, () => {
      expect(check(withWidget('userPicker'))).toEqual([]);
      const problems = check(withWidget('magicPicker'));
      expect(problems.map((p) => p.path)).toContain('/form/uiSchema/a/ui:widget');
      expect(problems.find((p) => p.path === '/form/uiSchema/a/ui:widget')?.message).toMatch(/must be one of .*"userPicker"/);
    });
  }
});
