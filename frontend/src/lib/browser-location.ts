/**
 * Full-page navigations that leave the single-page app (an OAuth callback on the API, an
 * authorization page). An object, so tests can replace `assign` in jsdom, which cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.href = url;
  },
};
