// Next's page and data cache on one instance (next.config.ts uses it when REDIS_URL is not set),
// in place of Next's own file cache, which keeps every page it ever rendered, in memory and on
// disk, until the build is replaced: unique unknown addresses filled a disk and a process's
// memory with it. This one is bounded:
// - it keeps only what kept-answers.ts allows (no not-found answer under the address of
//   what was not found);
// - in memory at most Next's `cacheMaxMemorySize`, on disk at most PAGE_CACHE_MAX_MB (256 by
//   default), the least recently used entries going first; one file per entry, named by the
//   hash of its key, so no address can make a file name too long;
// - in a folder of its build and its ordering API (PAGE_CACHE_DIR, by default .next/cache/pages):
//   entries of other builds, whose pages name scripts this build does not have, and of another
//   ORDERING_API_URL, whose pages show another restaurant, are removed at start.
// A revalidated tag drops every entry that carries it at once, as the app asks
// (`revalidateTag(tag, { expire: 0 })` in app/api/revalidate/route.ts).
// Plain erasable TypeScript: Next imports it as it is (next.config.ts `cacheHandler`).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

import { cacheNamespace } from './cache-namespace.ts';
import { keepsAnswer } from './kept-answers.ts';

const MB = 1024 * 1024;
export const DEFAULT_DISK_MB = 256;
const SUFFIX = '.entry';

/** What Next stores: a page, a route's answer or a fetch result, with when it was made. */
export type Entry = {
  value: { kind?: unknown; status?: unknown; headers?: Record<string, unknown>; tags?: unknown; [field: string]: unknown } | null;
  lastModified: number;
  cacheControl?: unknown;
};
type Stored = Entry & { key: string; tags: string[] };

/** The tags of an answer: a page's and a route's in Next's header, a fetch result's in the call. */
function tagsOf(value: Entry['value'], callTags: readonly string[] = []): string[] {
  const header = value?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  const own = Array.isArray(value?.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : [];
  return [...new Set([...fromHeader, ...own, ...callTags])];
}

/** The bounded store behind the handler: one per process, whatever number of handlers Next makes. */
export class PageStore {
  private readonly memory = new Map<string, { entry: Stored; bytes: number }>();
  private memoryBytes = 0;
  /** File name → bytes, least recently used first. */
  private readonly files = new Map<string, number>();
  private diskBytes = 0;
  /** Tag → when it was revalidated. */
  private readonly revalidated = new Map<string, number>();

  readonly dir: string;
  private readonly maxDiskBytes: number;
  private readonly maxMemoryBytes: number;

  constructor(dir: string, maxDiskBytes: number, maxMemoryBytes: number) {
    this.dir = dir;
    this.maxDiskBytes = maxDiskBytes;
    this.maxMemoryBytes = maxMemoryBytes;
    mkdirSync(dir, { recursive: true });
    const found = readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (!name.endsWith(SUFFIX)) {
        rmSync(path, { recursive: true, force: true }); // a write cut short
        return [];
      }
      const stat = statSync(path);
      return [{ name, bytes: stat.size, used: stat.mtimeMs }];
    });
    for (const file of found.sort((a, b) => a.used - b.used)) this.remember(file.name, file.bytes);
    void this.evictFromDisk();
  }

  get usedDiskBytes() {
    return this.diskBytes;
  }

  get usedMemoryBytes() {
    return this.memoryBytes;
  }

  async get(key: string, callTags: readonly string[] = []): Promise<Entry | null> {
    const name = fileName(key);
    let held = this.memory.get(key);
    if (!held && this.files.has(name)) {
      const bytes = await readFile(join(this.dir, name)).catch(() => null);
      const stored = bytes ? (deserialize(bytes) as Stored) : null;
      if (!stored || stored.key !== key) return null;
      held = { entry: stored, bytes: bytes!.length };
      this.hold(key, held);
    }
    if (!held) return null;
    const { entry } = held;
    if ([...entry.tags, ...callTags].some((tag) => (this.revalidated.get(tag) ?? -Infinity) >= entry.lastModified)) {
      await this.delete(key);
      return null;
    }
    this.hold(key, held);
    if (this.files.has(name)) this.remember(name, this.files.get(name)!);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key: string, entry: Entry, callTags: readonly string[] = []): Promise<void> {
    if (!keepsAnswer(key, entry.value)) return this.delete(key);
    const stored: Stored = { ...entry, key, tags: tagsOf(entry.value, callTags) };
    const bytes = serialize(stored);
    // One entry may take an eighth of the disk at most: a page that large is rendered each time.
    if (bytes.length > this.maxDiskBytes / 8) return this.delete(key);
    this.hold(key, { entry: stored, bytes: bytes.length });
    const name = fileName(key);
    const temporary = join(this.dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, join(this.dir, name));
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      console.warn(`Page cache: an entry was not written (${(error as Error).message}).`);
      return;
    }
    this.remember(name, bytes.length);
    await this.evictFromDisk(name);
  }

  async delete(key: string): Promise<void> {
    const held = this.memory.get(key);
    if (held) {
      this.memory.delete(key);
      this.memoryBytes -= held.bytes;
    }
    const name = fileName(key);
    if (this.files.has(name)) {
      this.diskBytes -= this.files.get(name)!;
      this.files.delete(name);
      await unlink(join(this.dir, name)).catch(() => undefined);
    }
  }

  revalidateTags(tags: readonly string[], at = Date.now()): void {
    for (const tag of tags) this.revalidated.set(tag, at);
    // Drop what memory holds at once; files are dropped when next read (their tags are inside).
    for (const [key, { entry }] of this.memory) {
      if (entry.tags.some((tag) => tags.includes(tag))) void this.delete(key);
    }
  }

  /** Keeps an entry in memory as the most recently used, within the memory bound. */
  private hold(key: string, held: { entry: Stored; bytes: number }) {
    const before = this.memory.get(key);
    if (before) {
      this.memory.delete(key);
      this.memoryBytes -= before.bytes;
    }
    if (held.bytes > this.maxMemoryBytes / 4) return;
    this.memory.set(key, held);
    this.memoryBytes += held.bytes;
    for (const [oldest, { bytes }] of this.memory) {
      if (this.memoryBytes <= this.maxMemoryBytes) break;
      this.memory.delete(oldest);
      this.memoryBytes -= bytes;
    }
  }

  /** Records a file as the most recently used. */
  private remember(name: string, bytes: number) {
    this.diskBytes -= this.files.get(name) ?? 0;
    this.files.delete(name);
    this.files.set(name, bytes);
    this.diskBytes += bytes;
  }

  /** Removes the least recently used files until the disk bound holds (never `keep`, just written). */
  private async evictFromDisk(keep?: string) {
    const removals: Promise<unknown>[] = [];
    for (const [name, bytes] of this.files) {
      if (this.diskBytes <= this.maxDiskBytes) break;
      if (name === keep) continue;
      this.files.delete(name);
      this.diskBytes -= bytes;
      removals.push(unlink(join(this.dir, name)).catch(() => undefined));
    }
    await Promise.all(removals);
  }
}

const fileName = (key: string) => `${createHash('sha256').update(key).digest('hex')}${SUFFIX}`;

/**
 * The folder of this build's entries from this ordering API under `base`
 * (`build-<id>-api-<upstream>`, cache-namespace.ts); other builds' and other upstreams'
 * folders there are removed, nothing else. The build id is Next's (`.next/BUILD_ID`), so a new
 * build starts with an empty cache, as with Next's own, and so does a new ORDERING_API_URL.
 */
export function buildFolder(base: string, serverDistDir: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const buildIdFile = join(serverDistDir, '..', 'BUILD_ID');
  const buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8') : '';
  const own = cacheNamespace(buildId, env);
  mkdirSync(base, { recursive: true });
  for (const name of readdirSync(base)) if (name.startsWith('build-') && name !== own) rmSync(join(base, name), { recursive: true, force: true });
  return join(base, own);
}

/** The disk bound from PAGE_CACHE_MAX_MB (server/settings.ts refuses a bad value before Next starts). */
export const diskBytesFrom = (env: NodeJS.ProcessEnv) => (Number(env.PAGE_CACHE_MAX_MB) || DEFAULT_DISK_MB) * MB;

let shared: PageStore | undefined;

type HandlerContext = { serverDistDir?: string; maxMemoryCacheSize?: number };
type GetContext = { kind?: string; tags?: string[]; softTags?: string[] };
type SetContext = { tags?: string[]; cacheControl?: unknown; fetchCache?: boolean };

/** Next's cache handler interface (next.config.ts `cacheHandler`); Next makes one per request. */
export default class PageCache {
  private readonly store: PageStore;

  constructor(context: HandlerContext = {}) {
    const serverDistDir = context.serverDistDir ?? join(process.cwd(), '.next', 'server');
    shared ??= new PageStore(
      buildFolder(process.env.PAGE_CACHE_DIR || join(serverDistDir, '..', 'cache', 'pages'), serverDistDir),
      diskBytesFrom(process.env),
      context.maxMemoryCacheSize ?? 0,
    );
    this.store = shared;
  }

  get(key: string, context: GetContext = {}) {
    return this.store.get(key, context.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : []);
  }

  set(key: string, value: Entry['value'], context: SetContext = {}) {
    return this.store.set(key, { value, lastModified: Date.now(), cacheControl: context.fetchCache ? undefined : context.cacheControl }, context.fetchCache ? (context.tags ?? []) : []);
  }

  async revalidateTag(tags: string | string[]) {
    this.store.revalidateTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
