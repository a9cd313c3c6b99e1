/**
 * Every rate limit of the app, in one table: how many hits a key may take in `windowSeconds`
 * and, for the ones that count failures, how long a key that reached the limit then waits
 * (`blockSeconds`). Keys are a client address, an e-mail address (any case), the two together,
 * or a guest's session. docs/security.md, "Rate limits", explains the numbers.
 */
export type Policy = { points: number; windowSeconds: number; blockSeconds?: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const POLICIES = {
  /** Starting or joining a table's group, per address: a script cannot fill tables with members. */
  groupJoinsPerAddress: { points: 30, windowSeconds: HOUR },
  /** Wrong group codes per address: six characters are not guessed a few tries at a time. */
  groupCodeFailuresPerAddress: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** Failed sign-ins from one address, whatever the e-mail: a script trying many accounts. */
  signInFailuresPerAddress: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** Failed sign-ins for one e-mail from one address: guessing one account's password. */
  signInFailuresPerAddressAndEmail: { points: 5, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /**
   * Failed sign-ins for one e-mail from anywhere: a guess spread over many addresses. It stops
   * browsers that never signed in to that account; one that did (a known device) counts its own
   * failures instead (below), so nobody can lock a customer out of their own phone.
   */
  signInFailuresPerEmail: { points: 20, windowSeconds: HOUR, blockSeconds: HOUR },
  /** Failed sign-ins for an account from a browser it signed in on before (whatever the address). */
  signInFailuresPerKnownDevice: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  registrationsPerAddress: { points: 10, windowSeconds: HOUR },
  registrationsPerEmail: { points: 5, windowSeconds: HOUR },
  /** Every mail the ordering API sends for the app: reset, confirmation, registration, the link of an e-mail change, a sign-in link, a receipt (they fill someone's inbox). */
  mailsPerAddress: { points: 10, windowSeconds: HOUR },
  /**
   * Per inbox and kind of mail (lib/services/mail-limits.ts): a confirmation, a reset and a receipt
   * each have their own three, so whoever spends one kind cannot stop another reaching its owner.
   */
  mailsPerEmail: { points: 3, windowSeconds: HOUR },
  /** Sign-in links to one inbox: their window is a link's lifetime, so while it is spent the newest link there still works. */
  signInLinkMailsPerEmail: { points: 3, windowSeconds: 15 * MINUTE },
  /**
   * Wrong codes from a mail (a reset code, a sign-in link): per address, and per address and
   * e-mail; never per e-mail alone, which anyone could spend for the owner.
   */
  mailedCodeFailuresPerAddress: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  mailedCodeFailuresPerAddressAndEmail: { points: 5, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** Orders created and not (yet) paid: a paid order gives its place back. */
  unpaidOrdersPerSession: { points: 20, windowSeconds: HOUR },
  /**
   * The same per address, for sessions that have not paid an order yet: past it, each new order
   * from such a session waits (ADDRESS_SLOWDOWN_MS in lib/services/order-limits.ts) instead of
   * being refused, so one client behind a café's Wi-Fi cannot stop its neighbours ordering.
   */
  unpaidOrdersPerAddress: { points: 100, windowSeconds: HOUR },
  /**
   * The ceiling above that: past it, a new order from a session that has not paid is refused
   * (429 UNPAID_ORDERS_LIMIT), not slowed. Three times the slowdown's count, so a busy café's
   * Wi-Fi still orders; a script leaving hundreds of unpaid orders an hour is stopped.
   */
  unpaidOrdersCeilingPerAddress: { points: 300, windowSeconds: HOUR },
  /**
   * Requests to hold a pickup time at checkout (kitchen capability), counted like unpaid orders: how
   * often. How much a guest may hold is the ordering API's budget in minutes of kitchen work (it
   * knows each basket's load): per session half a slot, per address one slot, at each shop, unpaid
   * orders' holds included (HOLD_LIMIT). A guest changing their time a few times stays far below;
   * the address's count applies only to sessions that have not paid an order yet.
   */
  slotHoldsPerSession: { points: 30, windowSeconds: HOUR },
  slotHoldsPerAddress: { points: 100, windowSeconds: HOUR },
  /** Order reads: the open order page asks every 3 s (20 a minute). */
  orderReadsPerSession: { points: 600, windowSeconds: MINUTE },
  orderReadsPerAddress: { points: 3000, windowSeconds: MINUTE },
  /**
   * Reads of an order that is not the caller's (or does not exist): guessing order ids. Never
   * counted for, and never blocking, an order the session created or has read; the address's
   * count does not apply to a session that has paid an order (it has room of its own).
   */
  missedOrderReadsPerSession: { points: 20, windowSeconds: 10 * MINUTE, blockSeconds: 10 * MINUTE },
  missedOrderReadsPerAddress: { points: 60, windowSeconds: 10 * MINUTE, blockSeconds: 10 * MINUTE },
  /** Marks an order as the session's own (created or read by it), for a day. */
  ownOrder: { points: 1, windowSeconds: 24 * HOUR },
  /** Marks a session that has paid an order: an established guest, apart from its address. */
  establishedSession: { points: 1, windowSeconds: 7 * 24 * HOUR },
  /** Marks an order as counted (created, then paid) once, however often its answer repeats. */
  orderCounted: { points: 1, windowSeconds: 24 * HOUR },
  orderPaid: { points: 1, windowSeconds: 24 * HOUR },
} as const satisfies Record<string, Policy>;

export type PolicyName = keyof typeof POLICIES;
