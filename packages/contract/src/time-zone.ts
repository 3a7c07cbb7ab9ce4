// A module of its own: the portal's configuration (in its shell) needs the default zone, and
// whatever any chunk uses of a shell module ships in the shell; only lists, the desk and the
// peer search's chunks format dates (calendar.ts).

/** The regulator's time zone when the configuration names none (an IANA name). */
export const DEFAULT_TIME_ZONE = "Pacific/Auckland";
