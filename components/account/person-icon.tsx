import styles from '@/components/ui/top-bar.module.css';

/** The account entry's icon; decorative, the entry is named by its words. */
export function PersonIcon() {
  return (
    <svg className={styles.icon} aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}
