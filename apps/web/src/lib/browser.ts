/**
 * What the app asks of the browser itself: full-page navigation (login, logout, the unauthorized redirect) and
 * its time zone. One object so tests can spy on it: `vi.spyOn(browser, 'assign')`.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** The IANA time zone the browser reports ('Europe/Berlin'), or null when it reports none. */
  timeZone(): string | null {
    try {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      return typeof zone === 'string' && zone.length > 0 ? zone : null;
    } catch {
      return null;
    }
  },
};
