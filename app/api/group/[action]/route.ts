import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';
import { CODE_LENGTH, MEMBER_NAME_MAX } from '@/lib/domain/group/group';
import { parseBody } from '@/lib/http/json-body';
import { parseOrderId } from '@/lib/http/params';
import { noContent, route } from '@/lib/http/route';
import * as groups from '@/lib/services/groups/groups';

const joinSchema = z.union([
  z.object({ groupId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/), name: z.string().max(MEMBER_NAME_MAX * 4), code: z.string().max(CODE_LENGTH * 3).optional() }),
  z.object({ shopId: z.number().int().positive(), spotId: z.number().int().positive(), name: z.string().max(MEMBER_NAME_MAX * 4), code: z.string().max(CODE_LENGTH * 3).optional() }),
]);
const readySchema = z.object({ ready: z.boolean() });
const orderSchema = z.object({ orderId: z.string().max(64) });

/** A member's actions on their group, each one step of the group's rules; the answer is the group after it. */
const ACTIONS: Record<string, (request: Request) => Promise<groups.GroupView | null>> = {
  join: async (request) => groups.joinGroup(await parseBody(request, joinSchema)),
  ready: async (request) => groups.setReady((await parseBody(request, readySchema)).ready),
  lock: () => groups.lockGroup(),
  unlock: () => groups.unlockGroup(),
  host: () => groups.takeOverHost(),
  pay: () => groups.claimPayment(),
  release: () => groups.releasePayment(),
  order: async (request) => groups.linkOrder(parseOrderId((await parseBody(request, orderSchema)).orderId)),
  paid: () => groups.confirmPaid(),
  leave: async () => {
    await groups.leaveGroup();
    return null;
  },
};

export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/group/[action]'>) => {
  const { action } = await ctx.params;
  const act = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (!act) throw new AppError('NOT_FOUND', 404);
  const view = await act(request);
  return view ? Response.json(view, { headers: { etag: `"${view.version}"` } }) : noContent();
});
