'use client';

import { type ComponentType, useEffect, useState } from 'react';

import { GROUP_CHANGED_EVENT } from './group-event';

const inGroup = () => {
  try {
    return window.localStorage.getItem('ordering.group') !== null;
  } catch {
    return false;
  }
};

/**
 * The top bar's way back to the table's group order. A guest who is in no group loads nothing
 * of it: the group's code (live updates, the lines' sync) is fetched only for a member.
 */
export function DeferredGroupLink() {
  const [Link, setLink] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () => {
      if (inGroup()) void import('./group-link').then((m) => setLink(() => m.GroupLink));
    };
    load();
    window.addEventListener(GROUP_CHANGED_EVENT, load);
    return () => window.removeEventListener(GROUP_CHANGED_EVENT, load);
  }, []);
  return Link ? <Link /> : null;
}
