import { useCallback } from 'react';
import { formatMessage, type MessageKey, type MessageParams } from '../../contract/rules/messages';
import { useWidgetServices } from '../services';

/** Spec messages (exact wording, contract/rules/messages.ts) in the language the app gave us. */
export function useSpecMessage() {
  const { lang } = useWidgetServices();
  return useCallback((key: MessageKey, params?: MessageParams) => formatMessage(key, lang, params), [lang]);
}
