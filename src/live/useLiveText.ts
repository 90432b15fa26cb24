import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { zh, type LiveTexts } from './i18n';

export type LiveKey = keyof LiveTexts;

// The 'live' namespace is registered asynchronously by the shell; until it is, texts fall back
// to the Chinese originals rather than showing keys.
export function liveText(key: LiveKey): string {
  return i18n.t(key, { ns: 'live', defaultValue: zh[key] });
}

export function useLiveText(): (key: LiveKey) => string {
  const { t } = useTranslation('live');
  return (key) => t(key, { defaultValue: zh[key] });
}
