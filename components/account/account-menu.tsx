'use client';

import dynamic from 'next/dynamic';

import styles from '@/components/ui/top-bar.module.css';

import { LoginLink } from './login-link';
import { PersonIcon } from './person-icon';
import { useSignedInHint } from './use-auth';

/** The account entry's place while the signed-in menu loads: the icon, nothing to tap yet (not the login link). */
const Pending = () => (
  <span className={styles.link} aria-hidden="true">
    <PersonIcon />
  </span>
);

// The signed-in menu loads only for a browser the server says is signed in.
const ProfileMenu = dynamic(() => import('./profile-menu').then((m) => m.ProfileMenu), { ssr: false, loading: Pending });

/**
 * The login link for guests; the profile menu (offers, favourites, history, profile, sign out)
 * otherwise. A narrow bar shows the person icon only, named by the hidden words.
 */
export function AccountMenu() {
  return useSignedInHint() ? <ProfileMenu /> : <LoginLink />;
}
