/** Route modules of the peer and volunteer searches (SPEC §2), loaded on demand. */
export const lazyPeerSearchScreen = async () => ({
  Component: (await import("./peer-search-screen.tsx")).PeerSearchScreen,
});
export const lazyVolunteerSearchScreen = async () => ({
  Component: (await import("./volunteer-search-screen.tsx")).VolunteerSearchScreen,
});
