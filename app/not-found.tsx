// Requests that never reached a language tree (the proxy rewrites all pages into one). Without
// the Trusted Types policy script: every page carries this tree in its payload, and a page
// without the policy is not held to Trusted Types (scripts/next-start-csp.mjs).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>404</h1>
          <p>
            {/* A whole page load: the home page lives in another root layout. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">Home</a>
          </p>
        </main>
      </body>
    </html>
  );
}
