'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/** The results and what they need (the menu, its search) load with the first search: most menu visits never search. */
const SearchResults = dynamic(() => import('./search-results').then((m) => m.SearchResults), { ssr: false });

/** Search over the whole menu in the visitor's language; the menu is fetched only once used. */
export function MenuSearch({ shopId, symbol }: { shopId: number; symbol: string }) {
  const t = useTranslations('Menu');
  const id = useId();
  const [query, setQuery] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const active = query.trim().length >= 2;

  return (
    <div role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      <p className="visually-hidden" aria-live="polite">
        {active && count !== null ? t('searchResults', { count }) : ''}
      </p>
      {active ? <SearchResults shopId={shopId} symbol={symbol} query={query} onCount={setCount} /> : null}
    </div>
  );
}
