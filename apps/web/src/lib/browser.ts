/**
 * Full-page browser navigation (login, logout, the unauthorized redirect). One object so tests can spy on it:
 * `vi.spyOn(browser, 'assign')`.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
