import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-classification';

const judged = (addresses: string[]) => Object.fromEntries(addresses.map((a) => [a, isPublicAddress(a)]));
const all = (addresses: string[], value: boolean) => Object.fromEntries(addresses.map((a) => [a, value]));

describe('address classification', () => {
  it('tells public IPv4 and IPv6 addresses from private, loopback, link-local and reserved ones', () => {
    const open = ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '2a00:1450:4001:80b::200e'];
    const closed = [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fd00::1',
      'ff02::1',
      '2001:db8::1',
      'not an address',
    ];
    expect(judged([...open, ...closed])).toEqual({ ...all(open, true), ...all(closed, false) });
  });

  it('blocks site-local (fec0::/10) and NAT64 local-use (64:ff9b:1::/48) networks', () => {
    const closed = ['fec0::1', 'feff:ffff::1', '64:ff9b:1::a00:1', '64:ff9b:1:ffff::808:808'];
    expect(judged(closed)).toEqual(all(closed, false));
  });

  it('judges every IPv6 form that embeds an IPv4 address by that address', () => {
    // Each form twice: embedding a loopback or private address (blocked), and a public one (judged public).
    const closed = [
      '::ffff:127.0.0.1', // IPv4-mapped
      '::ffff:7f00:1', // the same, in hex
      '::127.0.0.1', // IPv4-compatible
      '::10.0.0.1',
      '::ffff:0:10.0.0.1', // SIIT (::ffff:0:a.b.c.d)
      '::ffff:0:a9fe:a9fe', // SIIT, 169.254.169.254 in hex
      '64:ff9b::127.0.0.1', // NAT64 well-known prefix
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
      '2001:0:4136:e378:8000:63bf:f5ff:fffe', // Teredo whose client is 10.0.0.1 (stored inverted)
      '2001:0:a00:1:8000:63bf:a7f7:24dd', // Teredo whose server is 10.0.0.1
      '2001:db8:1:2:0:5efe:a00:1', // ISATAP interface of 10.0.0.1 (in a documentation prefix anyway)
      '2a00:1:2:3:200:5efe:c0a8:101', // ISATAP interface of 192.168.1.1
    ];
    const open = [
      '::ffff:93.184.216.34',
      '::93.184.216.34',
      '::ffff:0:93.184.216.34',
      '64:ff9b::8.8.8.8',
      '2002:5db8:d822::1', // 6to4 of 93.184.216.34
      '2001:0:4136:e378:8000:63bf:a247:27dd', // Teredo: server 65.54.227.120, client 93.184.216.34
      '2a00:1:2:3:200:5efe:808:808', // ISATAP interface of 8.8.8.8
    ];
    expect(judged([...closed, ...open])).toEqual({ ...all(closed, false), ...all(open, true) });
  });
});
