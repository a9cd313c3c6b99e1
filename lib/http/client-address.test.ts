import { SERVER_ENTRY, SOCKET_ADDRESS_HEADER } from '@/lib/server-channels';

import { addressKey } from './client-address';

/** clientAddress under a given TRUSTED_PROXY, inside the app's server (started from its entry) or outside it (a bare `next start`). */
function clientAddressWith(trustedProxy: string, stamped: boolean): (headers: Record<string, string>) => string {
  let read!: (request: Request) => string;
  jest.isolateModules(() => {
    process.env.TRUSTED_PROXY = trustedProxy;
    read = (jest.requireActual('./client-address') as typeof import('./client-address')).clientAddress;
  });
  return (headers) => {
    const argv = jest.replaceProperty(process, 'argv', stamped ? [process.execPath, `/srv/app/${SERVER_ENTRY}`, '--demo'] : [process.execPath, '/srv/app/node_modules/next/dist/bin/next', 'start']);
    try {
      return read(new Request('http://app.test/api/x', { headers }));
    } finally {
      argv.restore();
    }
  };
}

afterAll(() => {
  delete process.env.TRUSTED_PROXY;
});

test('behind one trusted proxy the address is the one it appended; entries the client sent prove nothing', () => {
  const address = clientAddressWith('1', true);
  expect(address({ 'x-forwarded-for': '198.51.100.1, 203.0.113.5', [SOCKET_ADDRESS_HEADER]: '10.0.0.2' })).toBe('203.0.113.5');
  expect(address({ 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
  expect(clientAddressWith('2', false)({ 'x-forwarded-for': 'forged, 203.0.113.5, 10.0.0.9' })).toBe('203.0.113.5');
  // Fewer entries than trusted hops: the header did not come through the proxies.
  expect(clientAddressWith('2', false)({ 'x-forwarded-for': '203.0.113.5' })).toBe('unknown');
});

test('without a proxy the socket address stamped by the server pipeline counts, whatever X-Forwarded-For says', () => {
  const address = clientAddressWith('0', true);
  expect(address({ 'x-forwarded-for': '198.51.100.1', [SOCKET_ADDRESS_HEADER]: '::ffff:127.0.0.1' })).toBe('127.0.0.1');
  // Outside the app's server a client-sent X-Socket-Address is only a header: Next's X-Forwarded-For counts.
  expect(clientAddressWith('0', false)({ 'x-forwarded-for': '203.0.113.8', [SOCKET_ADDRESS_HEADER]: '10.9.9.9' })).toBe('203.0.113.8');
});

test('an address is one client: IPv4 as it is, IPv6 by its /64, ports and brackets dropped, anything else unknown', () => {
  expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
  expect(addressKey('203.0.113.5:4711')).toBe('203.0.113.5');
  expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('[2001:DB8:1:2:bbbb::2]:443')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  for (const junk of ['', 'unknown', 'evil.example', '1.2.3', '203.0.113.5, 1.1.1.1', '<script>']) expect(addressKey(junk)).toBe('unknown');
});
