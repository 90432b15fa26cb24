import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import RelationFormPicker from './RelationFormPicker';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';
import { studentRecords } from '../testing/seed';

afterEach(cleanup);
const students = studentRecords(120);
const opts = { modelId: 'student', relationField: 'studentName' };

describe('RelationFormPicker', () => {
  it('searches the related model by keyword and stores the record id', async () => {
    const services = createFakeServices();
    const onChange = vi.fn();
    render(
      <WidgetProviders services={services}>
        <RelationFormPicker options={opts} onChange={onChange} />
      </WidgetProviders>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: students[42].studentNo as string } });
    await waitFor(() => expect(services.calls.some((c) => c.params?.keyword === students[42].studentNo)).toBe(true));
    fireEvent.click(await screen.findByText(students[42].studentName as string, { selector: '.ant-select-item-option-content *, .ant-select-item-option-content' }));
    expect(onChange).toHaveBeenLastCalledWith('stu-42');
    expect(services.calls[0].url).toBe('/api/VisualDevelopment/Model/student/List');
  });

  it('shows the label of a stored record that is not on the first page', async () => {
    render(
      <WidgetProviders>
        <RelationFormPicker value="stu-110" options={opts} onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(await screen.findByText(students[110].studentName as string)).toBeTruthy();
  });
});
