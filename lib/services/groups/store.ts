import type { Group } from '@/lib/domain/group/group';

/**
 * Where groups live: on the BFF's side, since the restaurant's ordering API knows orders, not
 * groups. Every write is versioned: `update` applies a pure step to the stored group only if the
 * version is still the one it read (or the one the phone said it read, If-Match), so two phones
 * never overwrite each other. Every write is published to the group's listeners.
 */
export interface GroupStore {
  get(id: string): Promise<Group | null>;
  /** Stores a new group and, for a table, makes it the table's open group. */
  create(group: Group): Promise<void>;
  /**
   * Applies `change` to the group as stored. With `expected`, a group at another version is a
   * conflict (GROUP_VERSION_CONFLICT); without it, the store reads again and reapplies until a
   * write lands. A change that returns the same object writes nothing.
   */
  update(id: string, expected: number | undefined, change: (group: Group) => Group): Promise<Group>;
  /** The group last started at a table (it may have ended since: the caller checks its state). */
  atTable(shopId: number, spotId: number): Promise<string | null>;
  /** Calls `listener` with every new version of the group; returns the unsubscribe. */
  subscribe(id: string, listener: (group: Group) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** How long a stored group is kept after its last write: a paid group's page still reads for a day. */
export const KEEP_MS = 24 * 60 * 60_000;
/** A CAS loop that keeps losing is a hot group, not a bug: after this many tries the phone retries. */
export const MAX_TRIES = 8;
