'use client';

import { useState } from 'react';

import { useAuth } from './use-auth';

/** An e-mail field that shows the signed-in customer's address until they type another. */
export function useEmailField(): [string, (value: string) => void] {
  const { profile } = useAuth();
  const [typed, setTyped] = useState<string | null>(null);
  return [typed ?? profile?.email ?? '', setTyped];
}
