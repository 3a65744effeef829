import { describe, expect, it } from "vitest";
import { isPublicAddress, limitedAddress } from "./network-addresses";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, shared, multicast and reserved addresses, in IPv4 and IPv6", () => {
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.20",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:192.168.0.1",
      "localhost",
      "not-an-ip",
      // IPv4 inside IPv6 and the transition ranges.
      "::ffff:0:0",
      "::ffff:0:7f00:1",
      "::7f00:1",
      "::127.0.0.1",
      "::10.0.0.1",
      "::2",
      "2002:7f00:1::1",
      "2002:c0a8:101::1",
      "2002:808:808::1",
      "100::1",
      "100::ffff:1",
      "64:ff9b::7f00:1",
      "64:ff9b::808:808",
      "64:ff9b:1::a00:1",
      "2001::1",
      "2001:db8::1",
      "2001:2::1",
      "fec0::1",
      "3fff::1",
      "::ffff:169.254.169.254",
      "::ffff:100.64.0.1",
      "192.0.2.10",
      "198.51.100.1",
      "203.0.113.9",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("takes public addresses", () => {
    for (const address of ["8.8.8.8", "172.32.0.1", "193.146.1.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe("limitedAddress", () => {
  it("counts an IPv6 client by its /64 and an IPv4 client by its address", () => {
    expect(limitedAddress("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(limitedAddress("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(limitedAddress("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(limitedAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(limitedAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitedAddress("desconocido")).toBe("desconocido");
  });
});
