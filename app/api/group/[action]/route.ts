import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';
import { CODE_LENGTH, MEMBER_NAME_MAX } from '@/lib/domain/group/group';
import { LOCALES } from '@/lib/domain/locale/locale';
import { PAYMENT_METHODS } from '@/lib/domain/orders/order';
import { parseBody } from '@/lib/http/json-body';
import { appOrigin } from '@/lib/http/origin';
import { parseOrderId } from '@/lib/http/params';
import { noContent, route } from '@/lib/http/route';
import * as payments from '@/lib/services/groups/group-payments';
import * as groups from '@/lib/services/groups/groups';

const joinSchema = z.union([
  z.object({ groupId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/), name: z.string().max(MEMBER_NAME_MAX * 4), code: z.string().max(CODE_LENGTH * 3).optional() }),
  z.object({ shopId: z.number().int().positive(), spotId: z.number().int().positive(), name: z.string().max(MEMBER_NAME_MAX * 4), code: z.string().max(CODE_LENGTH * 3).optional() }),
]);
const readySchema = z.object({ ready: z.boolean() });
const splitSchema = z.object({ mode: z.enum(['own', 'equal']), email: z.email().max(254).nullable(), languagePrefix: z.enum(LOCALES).optional() });
const shareSchema = z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/), paymentMethod: z.enum(PAYMENT_METHODS), languagePrefix: z.enum(LOCALES).optional() });
const confirmSchema = z.object({ paymentId: z.string().max(64), providerParameters: z.record(z.string().max(50), z.string().max(500)) });
const orderSchema = z.object({ orderId: z.string().max(64) });

/** A member's actions on their group, each one step of the group's rules; the answer is the group after it. */
const ACTIONS: Record<string, (request: Request) => Promise<groups.GroupView | { redirectUrl: string } | null>> = {
  join: async (request) => groups.joinGroup(await parseBody(request, joinSchema)),
  ready: async (request) => groups.setReady((await parseBody(request, readySchema)).ready),
  lock: () => groups.lockGroup(),
  unlock: () => groups.unlockGroup(),
  host: () => groups.takeOverHost(),
  pay: () => groups.claimPayment(),
  release: () => groups.releasePayment(),
  order: async (request) => groups.linkOrder(parseOrderId((await parseBody(request, orderSchema)).orderId)),
  paid: () => groups.confirmPaid(),
  split: async (request) => {
    const { mode, email, languagePrefix } = await parseBody(request, splitSchema);
    return payments.splitTheBill(mode, email, languagePrefix);
  },
  rest: () => payments.payTheRest(),
  // Starts paying a part: the answer is the provider's page to go to.
  'pay-share': async (request) => {
    const { shareId, paymentMethod, languagePrefix } = await parseBody(request, shareSchema);
    return payments.payShare(shareId, paymentMethod, appOrigin(request)!, languagePrefix);
  },
  'confirm-share': async (request) => {
    const { paymentId, providerParameters } = await parseBody(request, confirmSchema);
    return payments.confirmShare(parseOrderId(paymentId), providerParameters);
  },
  leave: async () => {
    await groups.leaveGroup();
    return null;
  },
};

export const POST = route({ personal: true }, async (request, ctx: RouteContext<'/api/group/[action]'>) => {
  const { action } = await ctx.params;
  const act = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (!act) throw new AppError('NOT_FOUND', 404);
  const answer = await act(request);
  if (!answer) return noContent();
  return 'version' in answer ? Response.json(answer, { headers: { etag: `"${answer.version}"` } }) : Response.json(answer, { status: 201 });
});
