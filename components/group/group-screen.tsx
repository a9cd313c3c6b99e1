'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { basketActions, useBasket } from '@/components/basket/basket-store';
import Link from '@/components/navigation/link';
import { useRouter } from '@/components/navigation/use-router';
import { Button, buttonClass } from '@/components/ui/button';
import forms from '@/components/ui/forms.module.css';
import { usePriceText } from '@/components/ui/price';
import { ApiProblem, bff } from '@/lib/client/api';
import type { GroupView, TableGroupSummary } from '@/lib/domain/group/view';
import { localize } from '@/lib/domain/locale/i18n-text';
import type { OrderType, PaymentMethod } from '@/lib/domain/orders/order';
import { href } from '@/lib/routes';

import { applyGroup, connectGroup, enterGroup, forget, keepOwnLines, takeTableLines, useGroup } from './group-live';
import { SplitChoice, SplitShares } from './split-bill';

type Props = {
  shopId: number;
  orderType: OrderType;
  table: { id: number; name: string } | null;
  /** The table's open group as the server saw it (first paint), or null. */
  summary: TableGroupSummary | null;
  /** A share link's group id. */
  joinId: string | null;
  /** What paying needs: the shop's methods, whether the restaurant wants an e-mail, whether it takes a bill in parts. */
  paying: { methods: PaymentMethod[]; requireEmail: boolean; split: boolean; symbol: string | null };
};

const NAME_KEY = 'ordering.group.name';

/** The table's group order: join or start, then who is ordering, the table's basket, the lock and who pays. */
export function GroupScreen(props: Props) {
  const { view, connection, error } = useGroup();
  const [checked, setChecked] = useState(false);
  const t = useTranslations('Group');

  useEffect(() => {
    // Already a member (this browser's sealed session says so): straight to the table.
    bff
      .group()
      .then((mine) => {
        if (mine.shopId === props.shopId) {
          applyGroup(mine);
          connectGroup();
        }
      })
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [props.shopId]);

  if (view && view.shopId === props.shopId) return <MemberView view={view} connection={connection} error={error} table={props.table} paying={props.paying} />;
  return (
    <div className={forms.form}>
      <JoinForm {...props} ready={checked} />
      {!props.table && !props.joinId ? <p className={forms.muted}>{t('noTable')}</p> : null}
    </div>
  );
}

function JoinForm({ shopId, orderType, table, summary, joinId, ready }: Props & { ready: boolean }) {
  const t = useTranslations('Group');
  const te = useTranslations('Errors');
  const nameId = useId();
  const codeId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const needsCode = summary !== null && !summary.qrJoinOpen;

  useEffect(() => {
    // The name typed last time, unless the guest already typed one.
    try {
      const input = nameRef.current;
      if (input && !input.value) input.value = window.localStorage.getItem(NAME_KEY) ?? '';
    } catch {
      // no storage: the guest types it
    }
  }, []);

  const act = async (how: 'join' | 'code' | 'start') => {
    setProblem(null);
    const name = nameRef.current?.value.trim() ?? '';
    if (!name) {
      nameRef.current?.focus();
      return setProblem('GROUP_NAME_REQUIRED');
    }
    setBusy(true);
    try {
      window.localStorage.setItem(NAME_KEY, name);
    } catch {
      // not remembered
    }
    try {
      const view =
        how === 'start'
          ? await bff.startGroup({ shopId, orderType, spotId: table?.id ?? null, name })
          : joinId
            ? await bff.joinGroup({ groupId: joinId, name, ...(how === 'code' ? { code } : {}) })
            : await bff.joinGroup({ shopId, spotId: table!.id, name, ...(how === 'code' ? { code } : {}) });
      enterGroup(view);
    } catch (e) {
      setProblem(e instanceof ApiProblem ? e.code : 'UNKNOWN');
    } finally {
      setBusy(false);
    }
  };

  const joining = summary !== null;
  return (
    <form
      className={`${forms.summary} ${forms.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        void act(needsCode ? 'code' : joining ? 'join' : 'start');
      }}
    >
      <h2>{summary ? t('inviteJoin', { host: summary.hostName, people: summary.people }) : t('title')}</h2>
      {joinId && !summary ? <p className={forms.muted}>{te('GROUP_NOT_FOUND')}</p> : null}
      <div className={forms.field}>
        <label htmlFor={nameId}>{t('nameLabel')}</label>
        <input ref={nameRef} id={nameId} name="name" autoComplete="given-name" maxLength={24} aria-describedby={`${nameId}-hint`} />
        <p id={`${nameId}-hint`} className={forms.hint}>
          {t('nameHint')}
        </p>
      </div>
      {needsCode ? (
        <div className={forms.field}>
          <label htmlFor={codeId}>{t('codeLabel')}</label>
          <input id={codeId} name="code" autoComplete="off" autoCapitalize="characters" maxLength={12} value={code} onChange={(e) => setCode(e.target.value)} aria-describedby={`${codeId}-hint`} />
          <p id={`${codeId}-hint`} className={forms.hint}>
            {t('codeHint')}
          </p>
        </div>
      ) : null}
      <p role="alert" className={problem ? forms.error : undefined}>
        {problem ? te(problem as 'UNKNOWN') : ''}
      </p>
      <Button type="submit" wide disabled={busy || !ready}>
        {needsCode ? t('joinWithCode') : summary ? t('join', { host: summary.hostName }) : t('start')}
      </Button>
      {needsCode || (problem === 'GROUP_CODE_REQUIRED' && table) ? (
        <Button variant="secondary" wide disabled={busy || !ready} onClick={() => void act('start')}>
          {t('startNew')}
        </Button>
      ) : null}
    </form>
  );
}

/** How many seconds of the lock's countdown are left, on the server's clock (the view says what time it was there). */
function useSecondsLeft(view: GroupView): number | null {
  const endsAt = view.lock?.endsAt ?? null;
  const [left, setLeft] = useState<{ endsAt: number; ms: number } | null>(null);
  useEffect(() => {
    if (endsAt === null) return;
    const skew = view.now - Date.now();
    const tick = () => setLeft({ endsAt, ms: endsAt - (Date.now() + skew) });
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt, view.now]);
  if (endsAt === null) return null;
  const ms = left?.endsAt === endsAt ? left.ms : endsAt - view.now;
  return Math.max(0, Math.ceil(ms / 1000));
}

/** The group's invite link (the share sheet where the phone has one, else copied): a friend opens it and joins. */
function ShareLink({ view }: { view: GroupView }) {
  const t = useTranslations('Group');
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = new URL(`/${locale}${href.group(view.shopId, { join: view.id })}`, window.location.origin).toString();
    try {
      if (navigator.share) return await navigator.share({ url, title: t('title') });
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // the guest closed the share sheet, or the clipboard is not ours: nothing to say
    }
  };
  return (
    <>
      <Button variant="secondary" wide onClick={() => void share()} data-testid="group-share-link">
        {t('shareLink')}
      </Button>
      <p role="status">
        {copied ? t('linkCopied') : ''}
      </p>
    </>
  );
}

/** "Code for latecomers: K8BXBT", the code set apart so it reads at a glance and never breaks. */
function JoinCode({ code }: { code: string }) {
  const t = useTranslations('Group');
  const [before, after = ''] = t('yourCode', { code: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <code className={forms.total}>{code}</code>
      {after}
    </p>
  );
}

function MemberView({ view, connection, error, table, paying }: { view: GroupView; connection: string; error: string | null; table: Props['table']; paying: Props['paying'] }) {
  const t = useTranslations('Group');
  const te = useTranslations('Errors');
  const locale = useLocale();
  const router = useRouter();
  const basket = useBasket();
  const priceText = usePriceText();
  const symbol = paying.symbol ?? basket.currencySymbol ?? '';
  const price = (amount: number) => priceText(amount, symbol);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(view);
  const names = new Map(view.members.map((m) => [m.id, m.name]));
  const me = view.members.find((m) => m.id === view.you);
  const isHost = view.hostId === view.you;
  const locked = view.state === 'locked' || (view.state === 'locking' && secondsLeft === 0);
  const payer = view.payment ? names.get(view.payment.payerId) : undefined;
  const youPay = view.payment?.payerId === view.you;
  const myIndex = view.members.findIndex((m) => m.id === view.you);

  const run = async (work: () => Promise<GroupView | void>) => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await work();
      if (next) applyGroup(next);
    } catch (e) {
      setProblem(e instanceof ApiProblem ? e.code : 'UNKNOWN');
    } finally {
      setBusy(false);
    }
  };

  const pay = () =>
    run(async () => {
      const next = await bff.groupAction('pay');
      applyGroup(next);
      takeTableLines(next);
      router.push(href.checkout(view.shopId));
    });

  if (view.payment?.paid) {
    return (
      <div className={forms.form}>
        <section className={`${forms.summary} ${forms.form}`} aria-labelledby="group-paid">
          <h2 id="group-paid">{t('paidBy', { name: payer ?? '', number: view.payment.number ?? '' })}</h2>
          <p>{view.spotId !== null && table ? t('paidTable', { table: table.name }) : t('paidPickup')}</p>
          {view.split ? (
            <>
              {view.split.shares
                .filter((share) => share.state === 'paid' && (share.paidBy ?? share.memberId) === view.you)
                .map((share) => (
                  <p key={share.id} data-testid="group-receipt">
                    {t('youPaid', { amount: price(share.amount) })}
                  </p>
                ))}
              <p>{t('allPaid')}</p>
            </>
          ) : me ? (
            <p>{t('youOwe', { amount: price(view.members[myIndex]?.subtotal ?? 0) })}</p>
          ) : null}
          <Link href={href.menu(view.shopId)} onClick={() => forget()}>
            {t('addMore')}
          </Link>
        </section>
      </div>
    );
  }

  if (view.state === 'ended') {
    // Nobody touched it for hours: the table's basket is gone, the guest's own lines stay in their basket.
    return (
      <section className={`${forms.summary} ${forms.form}`} aria-labelledby="group-ended">
        <h2 id="group-ended">{t('ended')}</h2>
        <Link href={href.menu(view.shopId)} className={buttonClass('secondary', true)} onClick={() => forget()}>
          {t('addMore')}
        </Link>
      </section>
    );
  }

  const stillChoosing = view.members.filter((m) => !m.ready).map((m) => m.name);
  return (
    <div className={forms.form}>
      <p role="status">
        {connection === 'reconnecting' ? t('reconnecting') : ''}
      </p>
      <section className={`${forms.summary} ${forms.form}`} aria-labelledby="group-heading">
        <h2 id="group-heading">{table ? table.name : t('takeAwayHeading')}</h2>
        {!locked ? (
          <>
            <JoinCode code={view.code} />
            <ShareLink view={view} />
          </>
        ) : null}
      </section>

      <section className={`${forms.summary} ${forms.form}`} aria-labelledby="group-people">
        <h2 id="group-people">{t('people')}</h2>
        <ul>
          {view.members.map((m) => (
            <li key={m.id}>
              <strong>{m.name}</strong>
              {m.id === view.hostId || m.id === view.you ? (
                <span className={forms.muted}> ({[m.id === view.hostId ? t('host') : null, m.id === view.you ? t('you') : null].filter(Boolean).join(', ')})</span>
              ) : null}
              {' · '}
              {m.ready ? <strong>{t('ready')}</strong> : <span className={forms.muted}>{t('choosing')}</span>} · {price(m.subtotal)}
            </li>
          ))}
        </ul>
      </section>

      <section className={`${forms.summary} ${forms.form}`} aria-labelledby="group-basket">
        <h2 id="group-basket">{t('basketHeading')}</h2>
        {view.lines.length === 0 ? <p className={forms.muted}>{t('nothingYet')}</p> : null}
        {/* By whose lines they are: a member who left after the lock keeps theirs on the bill. */}
        {[...new Set(view.lines.map((line) => line.memberId))].map((memberId) => {
          const lines = view.lines.filter((line) => line.memberId === memberId);
          return (
            <div key={memberId}>
              <h3 className={forms.muted}>{memberId === view.you ? t('yourItems') : t('itemsOf', { name: lines[0]!.name })}</h3>
              <ul>
                {lines.map(({ item }) => {
                  const name = localize(item.article.i18n, locale, item.article.description);
                  return (
                    <li key={item.id}>
                      <span>
                        {item.quantity} × {name}
                      </span>
                      {memberId === view.you && !locked ? (
                        <Button variant="secondary" onClick={() => basketActions.removeLine(item.id)} aria-label={t('remove', { name })}>
                          ✕
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
        <p className={`${forms.row} ${forms.total}`}>
          <span>{t('total')}</span>
          <span>{price(view.total)}</span>
        </p>
        {view.members.length > 1 ? <p className={forms.muted}>{t('equalShare', { amount: price(view.equalShare[myIndex] ?? 0) })}</p> : null}
      </section>

      <section className={forms.form} aria-label={t('title')}>
        <p role="status" aria-live="polite" className={forms.total}>
          {view.state === 'locking' && secondsLeft ? t('lockingIn', { seconds: secondsLeft }) : locked ? t('locked') : ''}
        </p>
        {!locked ? (
          <>
            <Link href={href.menu(view.shopId)} className={buttonClass('secondary', true)}>
              {t('addMore')}
            </Link>
            <Button variant={me?.ready ? 'secondary' : 'primary'} wide disabled={busy} onClick={() => void run(() => bff.groupAction('ready', { ready: !me?.ready }))}>
              {me?.ready ? t('notReady') : t('imReady')}
            </Button>
          </>
        ) : null}
        {isHost && view.state === 'open' ? (
          <>
            {stillChoosing.length ? <p className={forms.muted}>{t('waitingFor', { names: stillChoosing.join(', ') })}</p> : null}
            <Button wide disabled={busy || view.lines.length === 0} onClick={() => void run(() => bff.groupAction('lock'))}>
              {t('lock')}
            </Button>
          </>
        ) : null}
        {isHost && (view.state === 'locking' || locked) && !view.payment && !view.split ? (
          <Button variant="secondary" wide disabled={busy} onClick={() => void run(() => bff.groupAction('unlock'))}>
            {view.state === 'locking' && !locked ? t('cancelLock') : t('unlock')}
          </Button>
        ) : null}
        {locked && !view.payment && !view.split ? (
          <>
            <Button wide disabled={busy} onClick={() => void pay()}>
              {t('payAll', { total: price(view.total) })}
            </Button>
            {paying.split ? <SplitChoice requireEmail={paying.requireEmail} onError={setProblem} /> : null}
          </>
        ) : null}
        {locked && view.split ? <SplitShares view={view} symbol={symbol} paymentMethods={paying.methods} /> : null}
        {locked && view.payment && youPay ? (
          <>
            <p>{t('youPay')}</p>
            <Button wide disabled={busy} onClick={() => void pay()}>
              {t('continuePaying')}
            </Button>
            <Button
              variant="secondary"
              wide
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const next = await bff.groupAction('release');
                  keepOwnLines(next);
                  return next;
                })
              }
            >
              {t('release')}
            </Button>
          </>
        ) : null}
        {locked && view.payment && !youPay ? (
          <>
            <p>{t('payingBy', { name: payer ?? '' })}</p>
            <Button variant="secondary" wide disabled={busy} onClick={() => void pay()}>
              {t('takeOverPay', { total: price(view.total) })}
            </Button>
          </>
        ) : null}
        {view.mayTakeOverHost ? (
          <Button variant="secondary" wide disabled={busy} onClick={() => void run(() => bff.groupAction('host'))}>
            {t('takeOverHost')}
          </Button>
        ) : null}
        <p role="alert" className={problem || error ? forms.error : undefined}>
          {problem ? te(problem as 'UNKNOWN') : error ? te(error as 'UNKNOWN') : ''}
        </p>
        <Button
          variant="secondary"
          wide
          disabled={busy}
          onClick={() => {
            if (!window.confirm(t('leaveConfirm'))) return;
            void run(async () => {
              await bff.leaveGroup();
              forget();
              window.location.reload();
            });
          }}
        >
          {t('leave')}
        </Button>
      </section>
    </div>
  );
}
