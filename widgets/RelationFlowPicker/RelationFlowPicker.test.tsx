import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import RelationFlowPicker from './RelationFlowPicker';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';

afterEach(cleanup);

describe('RelationFlowPicker', () => {
  it('lists the flows and stores the picked flow id', async () => {
    const services = createFakeServices();
    const onChange = vi.fn();
    render(
      <WidgetProviders services={services}>
        <RelationFlowPicker value="flow-1" options={{ type: 1 }} onChange={onChange} />
      </WidgetProviders>,
    );
    expect(await screen.findByText('请假申请')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('调课申请'));
    expect(onChange).toHaveBeenLastCalledWith('flow-4');
    expect(services.calls[0]).toMatchObject({ url: '/api/WorkFlow/FlowEngine/Selector', params: { type: 1 } });
  });
});
