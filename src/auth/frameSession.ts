// The one case where the page holds the session token itself: the console shown in a frame of
// another site (FRAME_ANCESTORS lets a portal embed it). Browsers withhold SameSite=Strict cookies
// from a cross-site frame, so the session the ?iframeToken= exchange answers is kept here, in
// memory only (never in storage: a reload needs a new ticket from the portal), and sent in the
// Authorization header. A console that is not framed never fills it.

let token: string | null = null;

export const frameSession = {
  get: (): string | null => token,
  set(value: string) {
    token = value;
  },
  clear() {
    token = null;
  },
};
