// Build-time configuration (Vite env). Hosts are deployment details, so they live in env, not code.
const env = import.meta.env as Record<string, string | undefined>;

export const appConfig = {
  /** Where a dead session is sent (spec §8: an external login-clear page with a return URL). */
  loginClearUrl: env.VITE_LOGIN_CLEAR_URL || '/login',
  /** Base of the data-visualisation viewer that type-6 menus open. */
  dataVUrl: env.VITE_DATAV_URL || '/dataV/',
  uploadBase: '/api/Common/Upload',
};
