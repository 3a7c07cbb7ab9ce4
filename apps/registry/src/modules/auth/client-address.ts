// The "address" a sign-in lock is kept for (login-throttle.ts, decision 025). An IPv4 client is
// its address. An IPv6 subscriber is usually handed a whole /64 and can pick any address in
// it, so one person locked at one address must not get a fresh start at the next: IPv6
// clients are grouped by their /64, as @fastify/rate-limit groups them for the per-address
// limits. An IPv4 address seen as IPv6 (::ffff:a.b.c.d, from a dual-stack socket) is the IPv4
// address. ipaddr.js is the parser Fastify itself uses (through @fastify/proxy-addr).
import ipaddr from "ipaddr.js";

/** The key failures from `ip` are counted under: "203.0.113.7" or "2001:db8:1:2::/64". */
export function clientAddressGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.trim().toLowerCase();
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}
