import { describe, expect, it } from "vitest";
import { clientAddressGroup } from "./client-address.ts";

describe("the address a sign-in lock is kept for", () => {
  it("is an IPv4 address itself, also when the socket shows it as IPv6", () => {
    expect(clientAddressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressGroup("203.0.113.8")).not.toBe(clientAddressGroup("203.0.113.7"));
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    const group = "2001:db8:1:2::/64";
    expect(clientAddressGroup("2001:db8:1:2::1")).toBe(group);
    expect(clientAddressGroup("2001:0DB8:0001:0002:ffff:ffff:ffff:fffe")).toBe(group);
    expect(clientAddressGroup("2001:db8:1:2:a::")).toBe(group);
    expect(clientAddressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientAddressGroup("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything that is not an address as it is (lower case), rather than fail a login", () => {
    expect(clientAddressGroup("Unknown")).toBe("unknown");
  });
});
