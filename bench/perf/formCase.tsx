import { Form, Input } from 'antd';
import { SchemaForm } from '../../renderer/form/SchemaForm';
import { RendererContext, type RendererEnv } from '../../renderer/RendererContext';
import { createFakeServices } from '../../widgets/testing/fakeServices';
import type { FormDef } from '../../contract/pageModel/pageSchema';
import { clear, countIn, show, within } from './stage';
import { keystrokes, longestFrame, median, percentile, timeToFrame } from './measure';
import { widgets } from '../../widgets/index';

// A 200-field form. Ours: the renderer's rjsf form (SchemaForm) from a JSON schema. Plain: antd Form
// with 200 Form.Item + Input (antd's field store re-renders only the changed item).
export const FORM_FIELDS = 200;
const KEYS = 30;
// Longer than the renderer's commit delay (180 ms), so the deferred whole-form update falls inside.
const PAUSE_MS = 450;

const def: FormDef = {
  schema: {
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: FORM_FIELDS }, (_, i) => [`f${i}`, { type: 'string', title: `字段${i}` }])),
  },
} as FormDef;

const env: RendererEnv = {
  services: createFakeServices(),
  widgets,
  views: {},
  permissionList: [],
  lang: 'zh',
  t: (k) => k,
  text: (v) => (typeof v === 'string' ? v : ''),
};

function PlainForm() {
  return (
    <Form layout="vertical" onFinish={() => {}}>
      {Array.from({ length: FORM_FIELDS }, (_, i) => (
        <Form.Item key={i} name={`f${i}`} label={`字段${i}`}>
          <Input id={`plain_f${i}`} />
        </Form.Item>
      ))}
    </Form>
  );
}

const allInputs = () => countIn('input') >= FORM_FIELDS;

async function typing(inputId: string) {
  const input = within(`#${inputId}`) as HTMLInputElement;
  if (!input) throw new Error(`no input #${inputId}`);
  const keys = await keystrokes(input, KEYS);
  const pauseFrame = await longestFrame(PAUSE_MS);
  return { keyMedian: median(keys), keyP95: percentile(keys, 95), pauseFrame };
}

export async function formOurs() {
  await clear();
  const ms = await timeToFrame(
    () =>
      show(
        <RendererContext value={env}>
          <SchemaForm def={def} mode="create" onSubmit={async () => {}} />
        </RendererContext>,
      ),
    allInputs,
    'our 200 inputs',
  );
  return { ms, ...(await typing('root_f100')) };
}

export async function formPlain() {
  await clear();
  const ms = await timeToFrame(() => show(<PlainForm />), allInputs, 'antd 200 inputs');
  return { ms, ...(await typing('plain_f100')) };
}
