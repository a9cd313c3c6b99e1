// Next hands route handlers no socket address (only an X-Forwarded-For that it fills in when the
// client sent none): every request is stamped here with the address of the socket it came in on,
// replacing any value the client sent under that name (SOCKET_ADDRESS_HEADER,
// lib/server-channels.ts). lib/http/client-address.ts reads it when no trusted proxy is
// configured (TRUSTED_PROXY).
import { SOCKET_ADDRESS_HEADER } from '../../lib/server-channels.ts';
import type { Step } from '../pipeline.ts';

export const clientAddress: Step = (request, _response, next) => {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
  next();
};
