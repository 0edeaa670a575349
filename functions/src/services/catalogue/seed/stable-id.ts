import { createHash } from 'node:crypto';

/** A GUID derived from a name (UUID v5 layout), so seeding the catalogue twice finds the same records. */
export function stableId(kind: string, name: string): string {
  const hex = createHash('sha1').update(`switchboard:${kind}:${name.toLowerCase()}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
