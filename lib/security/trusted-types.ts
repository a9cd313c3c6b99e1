// The page's Trusted Types policy, as the inline script the layout puts first in <head>. With
// `require-trusted-types-for 'script'` (next.config.ts) every string a script hands to an HTML or
// script-URL sink (innerHTML, script.src, serviceWorker.register…) passes through this 'default'
// policy, and one it returns null for is refused:
// - HTML without any markup (text, JSON-LD, the design's CSS), and React's empty
//   `<script></script>` from which it makes script elements; never markup from a string;
// - script URLs on the page's own origin (Next's chunks, the service worker); never another's;
// - no script text at all (eval and its kind stay refused).
// A browser without Trusted Types skips it. Its text is hashed into the policy (lib/security/csp.ts),
// so it must stay one constant string; it spells `<` as \u003c, which no HTML parser reads as a tag.
export const TRUSTED_TYPES_POLICY =
  'window.trustedTypes&&trustedTypes.createPolicy("default",{' +
  'createHTML:function(h){return h==="\\u003cscript>\\u003c/script>"||h.indexOf("\\u003c")===-1?h:null},' +
  'createScriptURL:function(u){return new URL(u,document.baseURI).origin===location.origin?u:null}})';
