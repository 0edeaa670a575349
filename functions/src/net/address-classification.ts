import { BlockList, isIP } from 'node:net';

/**
 * Which addresses outbound requests may reach: public ones only. IPv6 forms that embed an IPv4 address (mapped,
 * compatible, SIIT, NAT64, 6to4, Teredo, ISATAP) are judged by the IPv4 address they carry, because a host with the
 * matching tunnel or translator would deliver them there.
 */
const privateV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateV4.addSubnet(network, prefix, 'ipv4');

const privateV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // NAT64 local-use: where the IPv4 address sits depends on the local prefix length
  ['100::', 64], // discard
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const)
  privateV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, a trailing dotted quad converted). */
function groupsOf(address: string): number[] {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail ?? '');
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
const zero = (groups: number[]) => groups.every((group) => group === 0);

/** The IPv4 addresses an IPv6 address carries, by the form it has; none for a plain IPv6 address. */
function embeddedIPv4(g: number[]): string[] {
  if (zero(g.slice(0, 5)) && g[5] === 0xffff) return [ipv4(g[6]!, g[7]!)]; // ::ffff:a.b.c.d (mapped)
  if (zero(g.slice(0, 6))) return [ipv4(g[6]!, g[7]!)]; // ::a.b.c.d (compatible), :: and ::1 included
  if (zero(g.slice(0, 4)) && g[4] === 0xffff && g[5] === 0) return [ipv4(g[6]!, g[7]!)]; // ::ffff:0:a.b.c.d (SIIT)
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(g.slice(2, 6))) return [ipv4(g[6]!, g[7]!)]; // 64:ff9b::/96 (NAT64)
  if (g[0] === 0x2002) return [ipv4(g[1]!, g[2]!)]; // 6to4
  // Teredo: the server's address, and the client's stored inverted.
  if (g[0] === 0x2001 && g[1] === 0) return [ipv4(g[2]!, g[3]!), ipv4(g[6]! ^ 0xffff, g[7]! ^ 0xffff)];
  if ((g[4] === 0 || g[4] === 0x200) && g[5] === 0x5efe) return [ipv4(g[6]!, g[7]!)]; // ISATAP interface id
  return [];
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return !privateV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = groupsOf(address);
  const canonical = groups.map((group) => group.toString(16)).join(':');
  if (privateV6.check(canonical, 'ipv6')) return false;
  return embeddedIPv4(groups).every((embedded) => !privateV4.check(embedded, 'ipv4'));
}
