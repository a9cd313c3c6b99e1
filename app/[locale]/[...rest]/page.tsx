import { notFound } from 'next/navigation';

// Any path without a page of its own is the localized not-found page.
export default function CatchAll() {
  notFound();
}
