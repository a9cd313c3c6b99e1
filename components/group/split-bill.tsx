'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { useOfferedMethods } from '@/components/hooks/wallets';
import { Button } from '@/components/ui/button';
import forms from '@/components/ui/forms.module.css';
import { usePriceText } from '@/components/ui/price';
import { ApiProblem, bff } from '@/lib/client/api';
import type { GroupView } from '@/lib/domain/group/view';
import type { PaymentMethod } from '@/lib/domain/orders/order';

import { applyGroup } from './group-live';

type Props = { view: GroupView; symbol: string; requireEmail: boolean; paymentMethods: PaymentMethod[] };

const STATE_KEY = { open: 'shareOpen', pending: 'sharePending', paid: 'sharePaid', failed: 'shareFailed', expired: 'shareExpired' } as const;

/** Choosing how the locked table splits its bill: each their own items, or equal parts. */
export function SplitChoice({ requireEmail, onError }: { requireEmail: boolean; onError: (code: string) => void }) {
  const t = useTranslations('Group');
  const locale = useLocale();
  const emailId = useId();
  const [mode, setMode] = useState<'own' | 'equal'>('own');
  const [busy, setBusy] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  return (
    <form
      className={`${forms.summary} ${forms.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        bff
          .splitGroupBill({ mode, email: email.current?.value.trim() || null, languagePrefix: locale })
          .then(applyGroup)
          .catch((e: unknown) => onError(e instanceof ApiProblem ? e.code : 'UNKNOWN'))
          .finally(() => setBusy(false));
      }}
    >
      <fieldset className={forms.field}>
        <legend>{t('splitHow')}</legend>
        {(['own', 'equal'] as const).map((value) => (
          <label key={value} className={forms.radio}>
            <input type="radio" name="split" value={value} checked={mode === value} onChange={() => setMode(value)} />
            {value === 'own' ? t('splitOwn') : t('splitEqual')}
          </label>
        ))}
      </fieldset>
      {requireEmail ? (
        <div className={forms.field}>
          <label htmlFor={emailId}>{t('emailLabel')}</label>
          <input ref={email} id={emailId} type="email" name="email" autoComplete="email" required maxLength={254} />
        </div>
      ) : null}
      <Button type="submit" wide disabled={busy}>
        {t('splitStart')}
      </Button>
    </form>
  );
}

/** Each part of the split bill and its state, live; the member pays theirs (or a failed one) with the shop's methods. */
export function SplitShares({ view, symbol, paymentMethods }: Omit<Props, 'requireEmail'>) {
  const t = useTranslations('Group');
  const tp = useTranslations('Payment');
  const te = useTranslations('Errors');
  const locale = useLocale();
  const priceText = usePriceText();
  const price = (amount: number) => priceText(amount, symbol);
  const offered = useOfferedMethods(paymentMethods);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const split = view.split!;
  const chosen = method && offered.includes(method) ? method : (offered[0] ?? 'card');
  const present = new Set(view.members.map((m) => m.id));

  // Back from the provider: the part's payment is confirmed once, then the address is clean again.
  const confirming = useRef(false);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const paymentId = query.get('paymentId');
    if (!paymentId || confirming.current) return;
    confirming.current = true;
    const providerParameters = Object.fromEntries([...query].filter(([key]) => !['paymentId', 'share', 'table', 'join'].includes(key)));
    bff
      .confirmGroupShare({ paymentId, providerParameters })
      .then(applyGroup)
      .catch((e: unknown) => setProblem(e instanceof ApiProblem ? e.code : 'UNKNOWN'))
      .finally(() => {
        query.delete('paymentId');
        for (const key of Object.keys(providerParameters)) query.delete(key);
        query.delete('share');
        window.history.replaceState(null, '', `${window.location.pathname}${query.size ? `?${query}` : ''}`);
      });
  }, []);

  const pay = (shareId: string) => {
    setBusy(true);
    setProblem(null);
    bff
      .payGroupShare({ shareId, paymentMethod: chosen, languagePrefix: locale })
      .then(({ redirectUrl }) => window.location.assign(redirectUrl))
      .catch((e: unknown) => {
        setProblem(e instanceof ApiProblem ? e.code : 'UNKNOWN');
        setBusy(false);
      });
  };
  const payable = split.shares.filter((s) => s.state !== 'paid' && s.state !== 'pending' && (s.memberId === view.you || s.state !== 'open' || !present.has(s.memberId)));
  const mineToPay = payable.filter((s) => s.memberId === view.you);
  const othersToPay = payable.filter((s) => s.memberId !== view.you);
  const unsettled = split.shares.some((s) => s.state !== 'paid' && s.state !== 'pending');

  return (
    <section className={`${forms.summary} ${forms.form}`} aria-labelledby="group-shares">
      <h2 id="group-shares">{t('sharesHeading')}</h2>
      <ul aria-live="polite">
        {split.shares.map((share) => (
          <li key={share.id} data-testid="group-share">
            <strong>{share.name}</strong> · {price(share.amount)} ·{' '}
            {share.state === 'paid' ? <strong>{t(STATE_KEY[share.state])}</strong> : <span className={forms.muted}>{t(STATE_KEY[share.state])}</span>}
          </li>
        ))}
      </ul>
      {split.rest > 0 ? <p className={forms.muted}>{t('rest', { amount: price(split.rest) })}</p> : null}
      {payable.length ? (
        <fieldset className={forms.field}>
          <legend>{t('methodLabel')}</legend>
          <div className={forms.methods}>
            {offered.map((m) => (
              <label key={m} className={forms.method}>
                <input type="radio" name="share-method" value={m} checked={chosen === m} onChange={() => setMethod(m)} />
                {tp(m)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {mineToPay.map((share) => (
        <Button key={share.id} wide disabled={busy} onClick={() => pay(share.id)}>
          {t('payMyShare', { amount: price(share.amount) })}
        </Button>
      ))}
      {othersToPay.map((share) => (
        <Button key={share.id} variant="secondary" wide disabled={busy} onClick={() => pay(share.id)}>
          {t('payTheirShare', { name: share.name, amount: price(share.amount) })}
        </Button>
      ))}
      {unsettled && split.rest > 0 ? (
        <Button
          variant="secondary"
          wide
          disabled={busy}
          onClick={() => {
            setBusy(true);
            bff
              .payGroupRest()
              .then(applyGroup)
              .catch((e: unknown) => setProblem(e instanceof ApiProblem ? e.code : 'UNKNOWN'))
              .finally(() => setBusy(false));
          }}
        >
          {t('payRest', { amount: price(split.rest) })}
        </Button>
      ) : null}
      <p role="alert" className={problem ? forms.error : undefined}>
        {problem ? te(problem as 'UNKNOWN') : ''}
      </p>
    </section>
  );
}
