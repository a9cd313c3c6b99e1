import { int, nullable, object, optional, string } from '@/lib/domain/validate';

import { createLocalStore } from './local-store';

/**
 * That this browser is in a table's group, at which shop, and whose (the host's name, for the
 * order chip): read before any request, so pages outside a group load nothing of it. The sealed
 * session holds the membership itself; this only says where to look.
 */
export const groupMarker = createLocalStore(
  'ordering.group',
  nullable(object({ id: string(64, 8), shopId: int(1), host: optional(string(24)) })),
  null,
);
