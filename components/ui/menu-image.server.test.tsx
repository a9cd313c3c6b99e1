/** The page's main picture as the server's HTML render writes it, with and without relayed bytes. */
import { relay, withRenderRelay } from '@ordering/render-relay';
import { renderToString } from 'react-dom/server';

import { MenuImage } from './menu-image';

const DATA_URL = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IA==';

test('with bytes relayed for it, the server writes the picture inline and preloads nothing', () => {
  const html = withRenderRelay(() => renderToString(<MenuImage path="menu/burger.webp" width={480} height={360} priority inlineSlot={relay(DATA_URL)} />));
  expect(html).toContain(`src="${DATA_URL}"`);
  expect(html).not.toContain('/api/images/');
  expect(html).not.toContain('rel="preload"');
});

test('without a store (or without bytes) the picture is linked as before', () => {
  const html = renderToString(<MenuImage path="menu/burger.webp" width={480} height={360} priority inlineSlot={relay(DATA_URL)} />);
  expect(html).toContain('src="/api/images/menu/burger.webp"');
  const missing = withRenderRelay(() => renderToString(<MenuImage path="menu/burger.webp" width={480} height={360} priority inlineSlot="r9" />));
  expect(missing).toContain('src="/api/images/menu/burger.webp"');
});
