// The page paints before its scripts run. Next links a page's framework and page scripts as
// `async` scripts (in the head, and React's bootstrap script in the body): each runs the moment it arrives, and when the scripts arrive quickly
// (a fast network, a warm cache, the service worker) their ~190 kB of work comes before the
// browser's first frame, so the guest looks at a blank screen while the page hydrates content
// the server already drew. Here a whole page's async scripts become preloads, fetched as early
// and at the same priority as before, and one small inline script starts them after the first
// frame has been painted (or at once when the page is not being shown, where no frame comes).
// Plain erasable TypeScript: the server's first-paint step (server/steps/critical-css.ts) and
// the script policy (lib/security/csp.ts, which lets exactly this loader run) import it as it is.

/** The attribute that marks a held script's preload; the loader starts what it names. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Starts every held script, in the page's order, as the async scripts they were: once the
 * browser reports the first contentful paint (reported when that frame is on the screen, not
 * when the page asked for it; a first paint of the background alone does not count), at once on a page that is not being shown
 * (prerendered, in a background tab: no frame would come), after the next frame where paint
 * timing is not reported (older browsers), and after a second at the latest should no paint be
 * reported.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var d=document,started=0;function start(){if(started)return;started=1;' +
  `d.querySelectorAll("link[${AFTER_PAINT_ATTRIBUTE}]").forEach(function(l){var s=d.createElement("script");s.src=l.getAttribute("href");s.async=true;d.head.appendChild(s)})}` +
  'if(d.visibilityState!=="visible")return start();setTimeout(start,1000);' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start,0)}}).observe({type:"paint",buffered:true})}' +
  'catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}})()';

/** How Next writes a page's scripts: in the head, and React's bootstrap script in the body. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[\w\-./]+\.js)" async=""><\/script>/g;

const preload = (src: string) => `<link rel="preload" as="script" href="${src}" fetchPriority="low" ${AFTER_PAINT_ATTRIBUTE}=""/>`;

/**
 * The page with its async scripts held until after the first paint: each in the head becomes a
 * preload where it stood, each in the body a preload at the end of the head; `null` when it is
 * left as it is (no such script, or a document without a head and a body as Next writes them).
 */
export function holdScriptsUntilPainted(html: string): string | null {
  const head = html.indexOf('</head>');
  const body = html.lastIndexOf('</body>');
  if (head < 0 || body < head) return null;
  let held = 0;
  const start = html.slice(0, head).replace(ASYNC_SCRIPT, (_, src: string) => {
    held += 1;
    return preload(src);
  });
  const moved: string[] = [];
  const rest = html.slice(head, body).replace(ASYNC_SCRIPT, (_, src: string) => {
    moved.push(src);
    return '';
  });
  if (held + moved.length === 0) return null;
  return `${start}${moved.map(preload).join('')}${rest}<script>${AFTER_PAINT_LOADER}</script>${html.slice(body)}`;
}

/** The scripts a page holds until after its first paint, in order. */
export const heldScripts = (html: string): string[] =>
  [...html.matchAll(new RegExp(preload('([^"]+)'), 'g'))].map((m) => m[1]!);
