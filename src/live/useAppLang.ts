import { useApp, type Lang } from '../stores/app';

/** The console's current language, for relative times and messages from contract/rules. */
export function useAppLang(): Lang {
  return useApp((s) => s.language);
}
