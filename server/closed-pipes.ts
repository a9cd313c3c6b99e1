// The server's log goes to stdout and stderr. When whatever reads them goes away (a closed pipe:
// a supervisor restarted, a parent process died), every later write fails with EPIPE; left
// unhandled, each failure is an uncaught error that is logged again, to the same closed pipe,
// and the server spins on its own log instead of serving. A line nobody can read is dropped.
import type { Writable } from 'node:stream';

export function dropWritesToClosedPipes(...streams: Writable[]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
      // Anything else is not about the reader: let it surface where it belongs.
      queueMicrotask(() => {
        throw error;
      });
    });
  }
}
