import Link from '@/components/navigation/link';
import { TrustedTypesPolicy } from '@/components/security/trusted-types-policy';

// Requests that never reached a language tree (the proxy rewrites all pages into one).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <head>
        <TrustedTypesPolicy />
      </head>
      <body>
        <main>
          <h1>404</h1>
          <p>
            <Link href="/">Home</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
