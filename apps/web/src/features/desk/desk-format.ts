/** How the desk shows instants and amounts: the regulator's locale, its own time zone. */
const dateTime = new Intl.DateTimeFormat("en-NZ", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Pacific/Auckland",
});

export const formatInstant = (iso: string) => dateTime.format(new Date(iso));

export const formatAmount = (cents: number) =>
  new Intl.NumberFormat("en-NZ", { style: "currency", currency: "NZD" }).format(cents / 100);

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** Status names as the desk shows them. */
export const statusNames: Record<string, string> = {
  awaiting: "Awaiting a decision",
  returned: "Returned for changes",
  accepted: "Accepted",
  declined: "Declined",
};
