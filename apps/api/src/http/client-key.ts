import ipaddr from 'ipaddr.js';

/**
 * The key every per-address limit counts under (sign-in throttling, the public forms' and the
 * password reset's rate limits). An IPv4 address counts as itself, an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`) as that IPv4 address, and an IPv6 address by its /64 prefix: one subscriber
 * or host gets a whole /64 and can use any address in it, so counting whole addresses would let a
 * single client rotate past every limit. Anything that is not an IP address is kept as it is.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const { parts } = address as ipaddr.IPv6;
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`;
}
