'use client';

import dynamic from 'next/dynamic';

import { LoginLink } from './login-link';
import { useSignedInHint } from './use-auth';

// The signed-in menu loads only for a browser the server says is signed in.
const ProfileMenu = dynamic(() => import('./profile-menu').then((m) => m.ProfileMenu), { ssr: false, loading: () => <LoginLink /> });

/**
 * The login link for guests; the profile menu (offers, favourites, history, profile, sign out)
 * otherwise. A narrow bar shows the person icon only, named by the hidden words.
 */
export function AccountMenu() {
  return useSignedInHint() ? <ProfileMenu /> : <LoginLink />;
}
