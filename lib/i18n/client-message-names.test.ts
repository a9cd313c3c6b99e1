/**
 * The messages sent to the browser are those its components format: every name the layout and
 * the pages send exists in every language, and its namespace is formatted by a client component
 * ('use client', or imported by one); a namespace only server components format stays on the server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import en from '@/messages/en.json';

import { LAYOUT_MESSAGES, MENU_PAGE_MESSAGES } from './client-message-names';

const ROOT = path.join(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const namespace = (name: string) => name.split('.')[0]!;

/** A module's own imports, as files under the root (relative and '@/' paths; packages left out). */
function imports(file: string): string[] {
  return [...source(file).matchAll(/from '((?:\.{1,2}|@)\/[^']+)'/g)].flatMap(([, spec]) => {
    const base = spec!.startsWith('@/') ? spec!.slice(2) : path.join(path.dirname(file), spec!);
    return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].filter((candidate) => ALL.has(candidate)).slice(0, 1);
  });
}

const ALL = new Set([...files('components'), ...files('app'), ...files('lib')]);

/** Client modules: those marked 'use client' and everything they import. */
function clientModules(): Set<string> {
  const client = new Set([...ALL].filter((file) => /^['"]use client['"]/m.test(source(file))));
  const queue = [...client];
  while (queue.length) for (const next of imports(queue.pop()!)) if (!client.has(next)) queue.push(client.add(next) && next);
  return client;
}

/** The namespaces client modules format: useTranslations('X…'), or 'X.…' keys under useTranslations(). */
function clientNamespaces(): Set<string> {
  const used = new Set<string>();
  for (const file of clientModules()) {
    const text = source(file);
    for (const [, name] of text.matchAll(/useTranslations\(['"]([\w.]+)['"]\)/g)) used.add(namespace(name!));
    if (/useTranslations\(\)/.test(text)) for (const [, name] of text.matchAll(/['"`]([A-Z]\w+)\./g)) used.add(name!);
  }
  return used;
}

/** Every literal name a page sends with <ClientMessages names={[…]}>. */
function pageNames(): string[] {
  return files('app').flatMap((file) =>
    [...source(file).matchAll(/<ClientMessages names=\{\[([^\]]*)\]\}/g)].flatMap(([, list]) => [...list!.matchAll(/'([\w.]+)'/g)].map(([, name]) => name!)),
  );
}

const exists = (name: string) => name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], en) !== undefined;

test('every message name sent to the browser exists and is formatted there', () => {
  const sent = [...new Set([...LAYOUT_MESSAGES, ...Object.values(MENU_PAGE_MESSAGES).flat(), ...pageNames()])];
  expect(pageNames().length).toBeGreaterThan(10);
  const used = clientNamespaces();
  expect(sent.filter((name) => !exists(name))).toEqual([]);
  expect(sent.filter((name) => !used.has(namespace(name)))).toEqual([]);
});

test('the check catches a namespace only the server formats', () => {
  const used = clientNamespaces();
  // The home page's texts are formatted by server components only.
  expect(used.has('Home')).toBe(false);
  expect(used.has('Basket')).toBe(true);
});
