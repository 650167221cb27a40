import ipaddr from 'ipaddr.js'

/**
 * True only for globally routable unicast addresses. Everything else (loopback, private, link-local including
 * 169.254.169.254, CGNAT, multicast, reserved, IPv6 unique-local, and IPv4 hidden inside IPv6 forms such as
 * ::ffff:127.0.0.1, 6to4 or Teredo) is refused, so a fetched link can never reach the server's own network.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  // Only canonical dotted-quad IPv4: "0x7f.1" or "017700000001" are never treated as addresses to trust.
  if (!ipaddr.IPv6.isValid(bare) && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return false
  let parsed = ipaddr.parse(bare)
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address()
  }
  return parsed.range() === 'unicast'
}
