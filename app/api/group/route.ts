import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';
import { basketItemSchema } from '@/lib/domain/basket/basket';
import { MAX_LINES } from '@/lib/domain/basket/basket';
import { MEMBER_NAME_MAX } from '@/lib/domain/group/group';
import { ORDER_TYPES } from '@/lib/domain/orders/order';
import { isInvalid } from '@/lib/domain/validate';
import { parseBody } from '@/lib/http/json-body';
import { route } from '@/lib/http/route';
import { type GroupView, myGroup, setMyLines, startOrJoin } from '@/lib/services/groups/groups';

/** The group as this member sees it, with its version as the ETag the next write names (If-Match). */
const withVersion = (view: GroupView, status = 200) => Response.json(view, { status, headers: { etag: `"${view.version}"` } });

export const GET = route({ personal: true }, async () => withVersion(await myGroup()));

const startSchema = z.object({
  shopId: z.number().int().positive(),
  orderType: z.enum(ORDER_TYPES),
  spotId: z.number().int().positive().nullable(),
  name: z.string().max(MEMBER_NAME_MAX * 4),
});

/** The first scan of a table (or a share link for take-away) starts a group; a table's open group is joined instead. */
export const POST = route({ personal: true }, async (request) => withVersion(await startOrJoin(await parseBody(request, startSchema)), 201));

const linesSchema = z.object({ items: z.array(z.unknown()).max(MAX_LINES) });

/** The version a write was made against: `If-Match: "12"`; none means "whatever is stored". */
function ifMatch(request: Request): number | undefined {
  const raw = request.headers.get('if-match');
  if (raw === null) return undefined;
  const match = /^(?:W\/)?"(\d{1,12})"$/.exec(raw.trim());
  if (!match) throw new AppError('BAD_REQUEST', 400, undefined, { fields: ['If-Match'] });
  return Number(match[1]);
}

/**
 * The member's own lines, replaced whole (their basket as their phone holds it). A stale version
 * is 412 GROUP_VERSION_CONFLICT: the phone reads the group again and sends its lines again.
 */
export const PUT = route({ personal: true }, async (request) => {
  const expected = ifMatch(request);
  const { items } = await parseBody(request, linesSchema);
  const checked = items.map((item) => basketItemSchema.check(item));
  if (checked.some(isInvalid)) throw new AppError('VALIDATION', 400, undefined, { fields: ['items'] });
  return withVersion(await setMyLines(checked as Exclude<(typeof checked)[number], symbol>[], expected));
});
