import { PassThrough } from 'node:stream';

import { dropWritesToClosedPipes } from './closed-pipes';

test('a log whose reader went away (EPIPE) is dropped, not an uncaught error', () => {
  const log = new PassThrough();
  dropWritesToClosedPipes(log);
  const gone = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
  expect(() => log.emit('error', gone)).not.toThrow();
  // Without it, the same error is thrown from the stream (and would be uncaught in a server).
  const bare = new PassThrough();
  expect(() => bare.emit('error', gone)).toThrow('write EPIPE');
});
