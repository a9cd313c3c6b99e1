import { imagePathSchema } from './common.ts';

describe('image paths in the upstream menu', () => {
  test.each(['menu/burger.webp', 'logo.webp', 'a/b/c/d/e.png', 'menu/burger.webp?_t=638412345678901234', 'menu/burger.webp?_t=2026-03-02T10.00Z'])(
    '%s is accepted',
    (path) => expect(imagePathSchema.safeParse(path).success).toBe(true),
  );

  test.each([
    'https://evil.example/x.webp',
    '/menu/burger.webp',
    'menu/../settings',
    'a/b/c/d/e/f.png',
    'menu/burger.webp?_t=',
    'menu/burger.webp?_t=1&x=2',
    'menu/burger.webp?x=1',
    'menu/burger.webp?_t=1?_t=2',
    'menu/burger.webp?_t=1#x',
    `menu/burger.webp?_t=${'1'.repeat(65)}`,
  ])('%s is refused', (path) => expect(imagePathSchema.safeParse(path).success).toBe(false));
});
