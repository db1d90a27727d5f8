import { isIP } from 'node:net';

/**
 * The header carrying the client's address to the API. Set by the shop's production server
 * (`server/client-address.mjs`) on every request it takes, replacing whatever the client sent, and
 * passed on by the shop's session routes; nothing else sets it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** Full eight groups of an IPv6 address ('2001:db8::1' → ['2001','db8','0',…,'1']). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The bucket a request's limits are counted in: an IPv4 address (also when written IPv4-mapped), or an
 * IPv6 /64, the block one subscriber gets (counting single IPv6 addresses would let one line cycle
 * through billions). Null when the header is absent or not an address: no front set it, so the request
 * did not come through the shop's server (a test, `next dev`) and no address can be trusted.
 */
export function clientAddressOf(request: Request): string | null {
  const value = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  const address = mapped ? mapped[1] : value;
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6 || address.includes('.')) return null;
  return `${ipv6Groups(address.toLowerCase())
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
