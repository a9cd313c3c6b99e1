'use client';

import { useEffect, useRef, useState } from 'react';

import { useLinkPath } from '@/components/navigation/link-prefix';
import { MenuImage } from '@/components/ui/menu-image';

import styles from './menu.module.css';

type Tab = { id: string; label: string; imageUrl: string | null; href: string };
type Props = { label: string; tabs: Tab[]; openAt: string | null };

/** The top-level section a section id belongs to (`c-1-0` → `c-1`). */
const topOf = (id: string) => id.split('-').slice(0, 2).join('-');

/**
 * Sticky category tabs over the one-page menu. Each is a link to the category's own address (for
 * crawlers and before the scripts run, that address is this page opened at the section); a tap
 * scrolls to the section in place and shows its address. The tab whose section is under the tabs
 * is marked aria-current and kept in view as the page scrolls.
 */
export function MenuTabs({ label, tabs, openAt }: Props) {
  const linkPath = useLinkPath();
  const [active, setActive] = useState(openAt ? topOf(openAt) : tabs[0]?.id);
  const nav = useRef<HTMLElement>(null);
  // After a tap, the tapped tab stays current while the page scrolls there.
  const tapped = useRef<{ id: string; until: number } | null>(null);

  useEffect(() => {
    // A guest who scrolled or tapped into the page before its scripts ran keeps their place: the
    // page never jumps away under a finger.
    if (!openAt || window.scrollY > 0 || document.activeElement !== document.body) return;
    document.getElementById(openAt)?.scrollIntoView({ block: 'start' });
  }, [openAt]);

  useEffect(() => {
    const sections = tabs.flatMap((tab) => document.getElementById(tab.id) ?? []);
    let stop: (() => void) | undefined;
    let gone = false;
    // The scroll-spy loads after the first paint: the tabs are links that work without it.
    void import('./scroll-spy').then(({ watchSections }) => {
      if (!gone) stop = watchSections(sections, () => nav.current, tapped, setActive);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [tabs]);

  // The current tab stays in view in the strip of tabs (it scrolls sideways on a phone).
  useEffect(() => {
    const list = nav.current?.querySelector('ul');
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollTo({ left: Math.max(0, left - 16) });
  }, [active]);

  return (
    <nav ref={nav} className={styles.tabs} aria-label={label} data-menu-tabs="">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={linkPath(tab.href)}
              aria-current={tab.id === active ? 'true' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                const section = document.getElementById(tab.id);
                if (!section) return;
                event.preventDefault();
                tapped.current = { id: tab.id, until: Date.now() + 1500 };
                setActive(tab.id);
                // A tap glides there; the keyboard (a click without a pointer) and reduced motion jump.
                const glide = event.detail > 0 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
                section.scrollIntoView({ block: 'start', behavior: glide ? 'smooth' : 'auto' });
                // Keyboard and screen-reader users go on from the section's heading.
                const heading = section.querySelector<HTMLElement>('h2, h3, h4');
                if (heading) {
                  heading.tabIndex = -1;
                  heading.focus({ preventScroll: true });
                }
                window.history.replaceState(null, '', linkPath(tab.href));
              }}
            >
              <MenuImage path={tab.imageUrl} width={240} height={180} lazy />
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
