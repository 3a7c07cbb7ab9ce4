/** Route module, loaded on demand: it brings the HTML sanitiser with it. */
export const lazyNotFoundScreen = async () => ({
  Component: (await import("./not-found-screen.tsx")).NotFoundScreen,
});
