import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import RelationAttribute from './RelationAttribute';
import { WidgetProviders } from '../testing/TestProviders';
import { studentRecords } from '../testing/seed';

afterEach(cleanup);
const s = studentRecords(10)[4];

describe('RelationAttribute', () => {
  it("shows an attribute of the sibling field's record from rjsf formContext, and saves nothing", async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <RelationAttribute
          onChange={onChange}
          formContext={{ formData: { student: 'stu-4' } }}
          options={{ relationField: 'student', showField: 'className', modelId: 'student' }}
        />
      </WidgetProviders>,
    );
    expect(await screen.findByDisplayValue(s.className as string)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads a flow attribute from the flow selector', async () => {
    render(
      <WidgetProviders>
        <RelationAttribute onChange={() => {}} options={{ source: 'flow', relationField: 'f', showField: 'category', values: { f: 'flow-2' } }} />
      </WidgetProviders>,
    );
    expect(await screen.findByDisplayValue('后勤')).toBeTruthy();
  });

  it('is blank while nothing is related', () => {
    render(
      <WidgetProviders>
        <RelationAttribute onChange={() => {}} options={{ relationField: 'student', showField: 'className', modelId: 'student', values: {} }} />
      </WidgetProviders>,
    );
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
  });
});
