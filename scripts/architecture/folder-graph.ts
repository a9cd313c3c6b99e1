// The import graph between the app's folders (lib/<area>, lib/domain/<area>, components/<feature>,
// app, proxy, the server and Next's cache), read from the sources, so a test can refuse a cycle
// between two folders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['app', 'components', 'lib', 'proxy.ts', 'server', 'next-cache'];
const SOURCE = /\.(ts|tsx|mjs)$/;
// Type-only imports are left out: they are erased at build time (lib/domain names the contract's types).
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (statSync(full).isFile()) return SOURCE.test(dir) ? [dir] : [];
  return readdirSync(full).flatMap((name) => sources(root, path.join(dir, name)));
}

/** The folder a source file belongs to, as the architecture names it. */
export function folderOf(file: string): string {
  const parts = file.split(path.sep).join('/').split('/');
  if (parts[0] === 'lib' && parts[1] === 'domain' && parts.length > 3) return `lib/domain/${parts[2]}`;
  if (parts[0] === 'lib' || parts[0] === 'components') return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/${parts[1]!.replace(SOURCE, '')}`;
  if (parts[0] === 'proxy.ts') return 'proxy';
  return parts[0]!;
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier);
  return null; // a package
}

/** Folder → the other folders it imports from (tests excluded: they may reach anywhere). */
export function folderGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of ROOTS.flatMap((r) => sources(root, r))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2] ?? '');
      if (!target || !ROOTS.some((r) => target === r.replace(SOURCE, '') || target.startsWith(`${r}/`))) continue;
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle between folders, each as the path that closes it (empty when there is none). */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void cycles.push([...trail.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}
