import ipaddr from "ipaddr.js";

/**
 * Addresses a server-side fetch may reach when the teacher names the URL (the link check): only
 * what ipaddr.js classifies as ordinary unicast, and for IPv6 only global unicast (2000::/3).
 * Everything else (loopback, the school's private networks, link-local cloud metadata, carrier-grade
 * NAT, multicast, reserved, documentation, discard-only) is refused. An IPv4 address written inside
 * IPv6 is unwrapped first: `::ffff:a.b.c.d` and the old `::a.b.c.d` are judged as that IPv4 address;
 * the transition ranges that carry one towards a relay (6to4 `2002::/16`, NAT64 `64:ff9b::/96` and
 * `64:ff9b:1::/48`, Teredo) are refused whatever they carry, since the relay may sit on the school's side.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    const embedded = embeddedIPv4(v6);
    if (embedded) return embedded.range() === "unicast";
    return v6.range() === "unicast" && v6.match(GLOBAL_UNICAST_V6);
  }
  // ipaddr.js also parses "0x7f.1" and "2130706433" as IPv4: those spellings are refused by the
  // caller's resolver anyway, and what they stand for is judged here all the same.
  return parsed.range() === "unicast";
}

/** The IPv4 address inside `::ffff:a.b.c.d` (mapped) or `::a.b.c.d` (the old compatible form). */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const parts = address.parts;
  if (parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1)) {
    return new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff]);
  }
  return null;
}

/**
 * The client an address stands for when limits count it: an IPv4 address itself (a school behind
 * one address is one client), an IPv6 address by its /64, the smallest network a provider gives a
 * home or a school (one machine holds a whole /64 and can answer from any address in it). An IPv4
 * address written inside IPv6 counts as that IPv4 address; anything unparseable counts as itself.
 */
export function limitedAddress(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return address;
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = parsed.toByteArray().slice(0, 8);
  return `${ipaddr.fromByteArray([...network, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}
