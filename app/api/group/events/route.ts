import type { Group } from '@/lib/domain/group/group';
import { memberOf } from '@/lib/domain/group/group';
import { route } from '@/lib/http/route';
import { myMembership, toGroupView } from '@/lib/services/groups/groups';
import { groupStore } from '@/lib/services/groups/process-store';

export const dynamic = 'force-dynamic';

/** A comment line every so often keeps proxies and phones from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The group live, as server-sent events: each new version as `event: group` with its version as
 * the event id, so a phone back from a tunnel resumes with Last-Event-ID and gets the table as it
 * is now (one whole state, never a replay of what it missed). The answer is personal and never
 * kept or compressed on the way (server/steps).
 */
export const GET = route({ personal: true }, async (request) => {
  const { id, memberId } = await myMembership();
  const store = groupStore();
  const seen = Number(request.headers.get('last-event-id') ?? '0');
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let latest = Number.isSafeInteger(seen) ? seen : 0;
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const send = (group: Group) => {
        if (group.version <= latest) return;
        latest = group.version;
        write(`id: ${group.version}\nevent: group\ndata: ${JSON.stringify(toGroupView(group, memberId))}\n\n`);
        // A member who left (here or on another phone of theirs) gets the last word and the stream ends.
        if (!memberOf(group, memberId)) stop();
      };
      const unsubscribe = await store.subscribe(id, send);
      const ping = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(ping);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      request.signal.addEventListener('abort', stop);
      write('retry: 2000\n\n');
      const current = await store.get(id);
      if (current) send(current);
      else stop();
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
});
