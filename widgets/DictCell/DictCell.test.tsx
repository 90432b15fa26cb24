import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import DictCell from './DictCell';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';

afterEach(cleanup);

describe('DictCell', () => {
  it('shows labels for codes, loading each dictionary type once for all cells', async () => {
    const services = createFakeServices();
    render(
      <WidgetProviders services={services}>
        {['G1', 'G7', 'G7', 'd-gr-11'].map((v, i) => (
          <div key={i} data-testid={`c${i}`}>
            <DictCell value={v} record={{}} options={{ dictionaryType: 'grade' }} />
          </div>
        ))}
        <DictCell value="2" record={{}} options={{ dictionaryType: 'gender' }} />
      </WidgetProviders>,
    );
    expect(await screen.findByText('一年级')).toBeTruthy();
    expect(screen.getAllByText('初一')).toHaveLength(2);
    expect(screen.getByText('高三')).toBeTruthy();
    expect(await screen.findByText('女')).toBeTruthy();
    expect(services.calls.map((c) => c.url)).toEqual([
      '/api/System/DictionaryData/grade/Data/Selector',
      '/api/System/DictionaryData/gender/Data/Selector',
    ]);
  });

  it('keeps unknown codes readable', async () => {
    render(
      <WidgetProviders>
        <DictCell value={['G2', 'ZZ']} record={{}} options={{ dictionaryType: 'grade' }} />
      </WidgetProviders>,
    );
    expect(await screen.findByText('二年级，ZZ')).toBeTruthy();
  });
});
