/**
 * Writes the widget-name table (contract/pageModel/widgetNames.ts) into schemas/page.schema.json as
 * the `ui:widget` enums, so editors, the renderer and the server all refuse an unknown widget.
 * Run after adding a widget: `npx tsx scripts/emitWidgetEnum.ts` (widgetNames.test.ts fails until then).
 */
import fs from 'node:fs';
import { emitWidgetEnums } from '../contract/pageModel/widgetEnum';

const file = new URL('../schemas/page.schema.json', import.meta.url);
const meta = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
fs.writeFileSync(file, `${JSON.stringify(emitWidgetEnums(meta), null, 2)}\n`);
