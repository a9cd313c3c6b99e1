/** The server's mode as the app inside it reads it: from the command line the process was started with. */
import { serverMode } from './server-channels';

const node = '/usr/bin/node';

test("inside the app's server the mode is its launcher's flag, production without one", () => {
  expect(serverMode([node, '/srv/app/server/main.ts', '--demo'])).toBe('demo');
  expect(serverMode([node, '/srv/app/server/main.ts', '--dev'])).toBe('development');
  expect(serverMode([node, '/srv/app/server/main.ts', '--production'])).toBe('production');
  expect(serverMode([node, '/srv/app/server/main.ts'])).toBe('production');
  expect(serverMode([node, 'C:\\srv\\app\\server\\main.ts', '--demo'])).toBe('demo');
});

test('any other process is outside it: a bare next start or next dev, the build, a test run', () => {
  expect(serverMode([node, '/srv/app/node_modules/next/dist/bin/next', 'start'])).toBeNull();
  expect(serverMode([node, '/srv/app/node_modules/next/dist/bin/next', 'dev', '--demo'])).toBeNull();
  expect(serverMode([node, '/srv/app/myserver/main.ts', '--demo'])).toBeNull();
  expect(serverMode([node])).toBeNull();
  expect(serverMode()).toBeNull();
});
