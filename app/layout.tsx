import type { ReactNode } from 'react';

// The document itself is rendered by app/[locale]/layout.tsx, which knows the language and
// brings the app's stylesheet (imported here, Next would also carry it for app/global-error.tsx
// in every page's payload).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
