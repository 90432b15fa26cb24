import { useEffect, useState } from 'react';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CellProps } from '../core/types';

export interface StateSwitchOptions<R = Record<string, unknown>> {
  /** Calls the state-change action (e.g. PUT …/{id}/Actions/State); a rejection keeps the old state. */
  onToggle?: (record: R, next: boolean) => unknown;
  /** The caller's permission for the state action; without it the switch is read-only. */
  allowed?: boolean;
  /** The stored value meaning "on" (1 by default; true and '1' also count). */
  onValue?: unknown;
  /** Labels inside the switch; 启用/禁用 by default, false for none. */
  labels?: { on: string; off: string } | false;
}

/** Enabled/disabled state of a row as a switch that calls the row's state action. */
export default function StateSwitch({ value, record, options = {} }: CellProps<unknown, StateSwitchOptions>) {
  const { t } = useTranslation('widgets');
  const onValue = options.onValue ?? 1;
  const isOn = (v: unknown) => v === onValue || v === true || (typeof onValue === 'number' && v === String(onValue));
  const [on, setOn] = useState(isOn(value));
  const [busy, setBusy] = useState(false);
  // A refreshed list row wins over what we last toggled.
  const rowOn = isOn(value);
  useEffect(() => setOn(rowOn), [rowOn]);

  const labels = options.labels === false ? null : (options.labels ?? { on: t('enabled'), off: t('disabled') });
  return (
    <Switch
      size="small"
      checked={on}
      loading={busy}
      disabled={options.allowed === false || !options.onToggle}
      checkedChildren={labels?.on}
      unCheckedChildren={labels?.off}
      onChange={async (next) => {
        setBusy(true);
        try {
          await options.onToggle?.(record, next);
          setOn(next);
        } catch {
          // The app's client already showed the server's message.
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
