import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';

import { MAX_BODY_BYTES, parseBody } from './json-body';

const schema = z.object({ name: z.string() });
const JSON_TYPE = { 'content-type': 'application/json' };

const post = (body: BodyInit | null, headers: Record<string, string> = JSON_TYPE) =>
  new Request('http://app.test/api/thing', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body of endless 16 kB chunks that counts what was pulled from it and whether it was cancelled. */
function endlessBody() {
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        seen.pulled += chunk.byteLength;
        // A hard stop well past any limit, so a reader that never stops still ends.
        if (seen.pulled > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a problem');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );

describe('the body size limit', () => {
  test('a Content-Length over the limit is a 413 before a single byte is read', async () => {
    const { stream, seen } = endlessBody();
    const request = post(stream, { ...JSON_TYPE, 'content-length': String(50 * 1024 * 1024) });
    const error = await problemOf(parseBody(request, schema));
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(seen.pulled).toBe(0);
    expect(request.bodyUsed).toBe(false);
  });

  test('a chunked body that goes over the limit is cancelled as soon as it passes it, never read whole', async () => {
    const { stream, seen } = endlessBody();
    const error = await problemOf(parseBody(post(stream), schema));
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(seen.cancelled).toBe(true);
    // The reader stopped within a few chunks of the limit, not after 50 MB.
    expect(seen.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * 16 * 1024);
  });

  test('a body just under the limit is read and parsed', async () => {
    const name = 'x'.repeat(MAX_BODY_BYTES - 20);
    await expect(parseBody(post(JSON.stringify({ name })), schema)).resolves.toEqual({ name });
  });

  test('a body one byte over the limit without a Content-Length is refused too', async () => {
    const text = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }).slice(0, MAX_BODY_BYTES + 1);
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    await expect(parseBody(post(stream), schema)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  test('a malformed Content-Length is a 400', async () => {
    await expect(parseBody(post('{}', { ...JSON_TYPE, 'content-length': '12abc' }), schema)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
    });
  });
});

describe('the content type', () => {
  test.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON look-alikes', 'application/jsonp'],
  ])('%s is a 415 UNSUPPORTED_MEDIA_TYPE, even when the body is JSON', async (_name, type) => {
    const error = await problemOf(parseBody(post('{"name":"a"}', { 'content-type': type }), schema));
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
  });

  test('no content type at all is a 415 too', async () => {
    const request = new Request('http://app.test/api/thing', { method: 'POST', body: new Uint8Array(new TextEncoder().encode('{"name":"a"}')) });
    expect(request.headers.get('content-type')).toBeNull();
    await expect(parseBody(request, schema)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  test('application/json with a charset, in any case, is JSON', async () => {
    await expect(parseBody(post('{"name":"a"}', { 'content-type': 'Application/JSON; charset=utf-8' }), schema)).resolves.toEqual({ name: 'a' });
  });
});

describe('what is inside', () => {
  test('text that is not JSON, or not UTF-8, is a 400', async () => {
    await expect(parseBody(post('not json'), schema)).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 400 });
    await expect(parseBody(post(new Uint8Array([0x7b, 0xff, 0x7d])), schema)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  test('JSON that does not fit the schema names the fields', async () => {
    await expect(parseBody(post('{"name":1}'), schema)).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { fields: ['name'] } });
  });
});
