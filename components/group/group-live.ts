'use client';

import { useSyncExternalStore } from 'react';

import { basketActions, currentBasket, subscribeBasket } from '@/components/basket/basket-store';
import { api, ApiProblem, bff } from '@/lib/client/api';
import { groupMarker } from '@/lib/client/group-marker';
import type { BasketItem } from '@/lib/domain/basket/basket';
import type { GroupView } from '@/lib/domain/group/view';

import { GROUP_CHANGED_EVENT } from './group-event';

// The phone's side of a table's group order. The member's own lines are their basket as it is
// (the article, edit and basket screens work unchanged): every change is sent as "my lines"
// against the version last read, and a 412 reads the group again and sends them again. The
// table's state comes live over server-sent events; the EventSource resumes by itself with
// Last-Event-ID, and the sealed session says who the member is, so a phone back from a tunnel
// is where the table is without asking anything.

const marker = groupMarker;

export type Connection = 'idle' | 'live' | 'reconnecting';
type Snapshot = { view: GroupView | null; connection: Connection; error: string | null };

let snapshot: Snapshot = { view: null, connection: 'idle', error: null };
const listeners = new Set<() => void>();
const notify = (next: Partial<Snapshot>) => {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const SERVER: Snapshot = { view: null, connection: 'idle', error: null };

export const useGroup = () => useSyncExternalStore(subscribe, () => snapshot, () => SERVER);
export { groupMarker };

/** Lines as a member sends them: their own, without the labels a payer's basket carries. */
const plain = (items: readonly BasketItem[]) => items.map(({ guest: _guest, ...item }) => item);
const mine = (view: GroupView) => view.lines.filter((line) => line.memberId === view.you).map((line) => line.item);
const editable = (view: GroupView) => view.state === 'open' || view.state === 'locking';

/** Takes a newer state of the group (events may overtake an answer); a finished group ends the phone's part. */
export function applyGroup(view: GroupView) {
  if (snapshot.view && snapshot.view.id === view.id && view.version < snapshot.view.version) return;
  const wasPaid = snapshot.view?.payment?.paid === true;
  notify({ view, error: null });
  if (!view.members.some((m) => m.id === view.you)) return forget();
  // The order chip names the group by its host.
  const host = view.members.find((m) => m.id === view.hostId)?.name;
  const saved = marker.get();
  if (!view.payment?.paid && (saved?.id !== view.id || saved.host !== host)) marker.set({ id: view.id, shopId: view.shopId, ...(host ? { host } : {}) });
  if (view.payment?.paid && !wasPaid) {
    // The payer paid the table's order: everyone's lines are in it, so every basket is emptied.
    basketActions.clearAfterPayment();
    marker.set(null);
  }
}

let source: EventSource | null = null;

/** Opens the live updates (once per page) for the group this browser is in. */
export function connectGroup() {
  if (source || typeof EventSource === 'undefined') return;
  const events = new EventSource(api.groupEvents());
  source = events;
  events.addEventListener('group', (event) => {
    try {
      applyGroup(JSON.parse((event as MessageEvent<string>).data) as GroupView);
      notify({ connection: 'live' });
      // Lines this phone holds that the table does not have yet (added offline, or before the page loaded) go now.
      scheduleSend();
    } catch {
      // a malformed event is skipped; the next one carries the whole state again
    }
  });
  events.addEventListener('open', () => notify({ connection: 'live' }));
  events.addEventListener('error', () => {
    notify({ connection: 'reconnecting' });
    if (events.readyState !== EventSource.CLOSED) return;
    // The stream was refused (no longer a member, the group gone): ask once what is true.
    source = null;
    bff
      .group()
      .then((view) => {
        applyGroup(view);
        setTimeout(connectGroup, 2000);
      })
      .catch((problem: unknown) => {
        if (problem instanceof ApiProblem && problem.status === 404) forget();
        else setTimeout(connectGroup, 5000);
      });
  });
  startLineSync();
}

export function disconnectGroup() {
  source?.close();
  source = null;
  notify({ connection: 'idle' });
}

/** This browser is no longer in a group: the live updates stop, the basket stays. */
export function forget() {
  marker.set(null);
  window.dispatchEvent(new Event(GROUP_CHANGED_EVENT));
  disconnectGroup();
  stopLineSync?.();
  stopLineSync = null;
  notify({ view: null });
}

let stopLineSync: (() => void) | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;
let sending = false;

function scheduleSend() {
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => void sendLines(), 250);
}

/** Follows the basket: each change of the member's lines is sent, a quarter second after the last. */
function startLineSync() {
  if (stopLineSync) return;
  const unsubscribe = subscribeBasket(scheduleSend);
  stopLineSync = unsubscribe;
}

/** Sends the basket as the member's lines when they differ from what the table holds for them. */
export async function sendLines(tries = 3): Promise<void> {
  const view = snapshot.view;
  if (!view || !editable(view) || sending) return;
  const basket = currentBasket();
  if (basket.shopId !== view.shopId) return;
  const items = plain(basket.items);
  if (JSON.stringify(items) === JSON.stringify(mine(view))) return;
  sending = true;
  try {
    applyGroup(await bff.setGroupLines(items, view.version));
  } catch (problem) {
    if (problem instanceof ApiProblem && problem.code === 'GROUP_VERSION_CONFLICT' && tries > 1) {
      // Someone else wrote first: read the table again and send this phone's lines on top of it.
      applyGroup(await bff.group().catch(() => view));
      sending = false;
      return sendLines(tries - 1);
    }
    if (problem instanceof ApiProblem) notify({ error: problem.code });
  } finally {
    sending = false;
  }
}

/** After joining or starting: the browser remembers the group, the basket takes the table, and the live updates start. */
export function enterGroup(view: GroupView) {
  marker.set({ id: view.id, shopId: view.shopId });
  window.dispatchEvent(new Event(GROUP_CHANGED_EVENT));
  basketActions.enterShop(view.shopId);
  basketActions.setOrderType(view.orderType);
  if (view.spotId !== null) basketActions.setSpot(view.spotId);
  applyGroup(view);
  connectGroup();
  void sendLines();
}

/** "I pay for the table": the payer's basket becomes the table's lines, each labelled with its guest. */
export function takeTableLines(view: GroupView) {
  basketActions.takeTableLines(
    { shopId: view.shopId, orderType: view.orderType, spotId: view.spotId },
    view.lines.map((line) => ({ ...line.item, guest: line.name })),
  );
}

/** The payer gives the bill back: their basket is their own lines again. */
export function keepOwnLines(view: GroupView) {
  basketActions.takeTableLines({ shopId: view.shopId, orderType: view.orderType, spotId: view.spotId }, mine(view));
}

/** The payer's order exists: the table follows it (checked at the restaurant by the BFF). Never stops the payment. */
export async function linkTableOrder(orderId: string, items: readonly BasketItem[]) {
  if (!marker.get() || !items.some((item) => item.guest)) return;
  await bff
    .linkGroupOrder(orderId)
    .then(applyGroup)
    .catch(() => undefined);
}

/** The payer's order is paid: the table learns it (the BFF reads the order at the restaurant first). */
export function reportTablePaid() {
  if (!marker.get()) return;
  void bff
    .groupAction('paid')
    .then(applyGroup)
    .catch(() => undefined);
}
