import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import DictionaryPicker from './DictionaryPicker';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';

afterEach(cleanup);

describe('DictionaryPicker', () => {
  it('loads the dictionary named in options and picks an item', async () => {
    const services = createFakeServices();
    const onChange = vi.fn();
    render(
      <WidgetProviders services={services}>
        <DictionaryPicker options={{ dictionaryType: 'grade' }} onChange={onChange} />
      </WidgetProviders>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('初二'));
    expect(onChange).toHaveBeenLastCalledWith('d-gr-7');
    expect(services.calls[0].url).toBe('/api/System/DictionaryData/grade/Data/Selector');
  });

  it('can store the item code instead of its id', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <DictionaryPicker value="G3" options={{ dictionaryType: 'grade', valueKey: 'enCode' }} onChange={onChange} />
      </WidgetProviders>,
    );
    expect(await screen.findByText('三年级')).toBeTruthy();
  });

  it('loads nothing until a dictionary type is set', () => {
    const services = createFakeServices();
    render(
      <WidgetProviders services={services}>
        <DictionaryPicker onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(services.calls).toHaveLength(0);
  });
});
