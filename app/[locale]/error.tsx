'use client';

import { useTranslations } from 'next-intl';
import { startTransition } from 'react';

import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';

/** A page that could not load its data: say so plainly and offer a retry, never a stack trace. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('PageError');
  const router = useRouter();
  return (
    <section role="alert">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Button
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        {t('retry')}
      </Button>
    </section>
  );
}
