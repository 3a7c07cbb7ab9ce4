/**
 * Leaving the app for another page (the payment provider, a configured redirect). One object,
 * so tests can watch where the browser was sent without navigating the test document.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
