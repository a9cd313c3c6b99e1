import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

/** Who sent the request being answered: the client's address, as lib/http/client-address.ts determined it. */
export type Caller = { address: string };

const callers = new AsyncLocalStorage<Caller>();

/** Runs `work` (a route handler) on behalf of `caller`: rate limits and upstream calls inside it know who asks. */
export const asCaller = <T>(caller: Caller, work: () => T): T => callers.run(caller, work);

/** The caller of the request being answered; undefined outside a route handler (a page render, a test). */
export const currentCaller = (): Caller | undefined => callers.getStore();
