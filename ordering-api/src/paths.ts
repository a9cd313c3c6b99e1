import path from 'node:path';

/** The repository root (this file is ordering-api/src/paths.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const API_ROOT = path.join(REPO_ROOT, 'ordering-api');
export const IMAGES_DIR = path.join(API_ROOT, 'images');
export const IMAGES_SRC_DIR = path.join(API_ROOT, 'images-src');

/** `ORDERING_API_DATA_DIR`, else `<repo>/.data/ordering-api` (git-ignored). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.ORDERING_API_DATA_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(REPO_ROOT, '.data', 'ordering-api');
}
