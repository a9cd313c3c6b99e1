'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { bff } from '@/lib/client/api';
import { brokenPasswordRules, isValidPhone } from '@/lib/domain/account/account-rules';
import type { AppErrorCode } from '@/lib/domain/app-error';

import { AccountErrors } from './account-errors';
import { submitForm } from './forms';
import { PasswordField } from './password-field';

type Props = { shops: Array<{ id: number; name: string }>; phoneRequired: boolean; shopRequired: boolean };

/**
 * Registration asks only what it needs: an e-mail and a password (repeated), and the terms
 * accepted (SPEC.md). Name, last name, phone and favourite restaurant are optional and marked so;
 * the phone and the restaurant are required only while the restaurant's settings say so. A phone
 * that is given must be valid.
 */
export function RegisterForm({ shops, phoneRequired, shopRequired }: Props) {
  const t = useTranslations('Account');
  const router = useRouter();
  const id = useId();
  const [form, setForm] = useState({ name: '', lastName: '', email: '', phone: '', shop: '', password: '', confirm: '', terms: false });
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<AppErrorCode[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  const local: AppErrorCode[] = [
    // An empty or malformed address is said in the list, as the restaurant would refuse it.
    ...(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(form.email.trim()) ? [] : (['INVALID_EMAIL'] as const)),
    ...(brokenPasswordRules(form.password) as AppErrorCode[]),
    ...(form.password !== form.confirm ? (['PASSWORD_MISMATCH'] as const) : []),
    ...(phoneRequired && !form.phone.trim() ? (['REQUIRES_PHONE'] as const) : []),
    ...(form.phone.trim() && !isValidPhone(form.phone) ? (['INVALID_PHONE'] as const) : []),
    ...(shopRequired && !form.shop ? (['REQUIRES_SHOP'] as const) : []),
  ];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (local.length || !form.terms) return;
    setBusy(true);
    const failed = await submitForm(() =>
      bff.register({
        email: form.email.trim(),
        password: form.password,
        // Blank is "not given": the BFF sends on only what was typed.
        name: form.name.trim(),
        lastName: form.lastName.trim(),
        phone: form.phone.trim(),
        favoriteShopId: form.shop ? Number(form.shop) : null,
        acceptTerms: form.terms,
      }),
    );
    setBusy(false);
    setErrors(failed);
    if (failed.length === 0) router.push('/login?registered=1');
  }

  /** A label, marked "(optional)" when the field may stay empty. */
  const label = (key: 'name' | 'lastName' | 'phone' | 'favoriteShop', required: boolean) => (
    <>
      {t(key)}
      {required ? null : <span className={styles.required}>{` (${t('optional')})`}</span>}
    </>
  );
  const field = (key: 'name' | 'lastName' | 'phone', type: string, autoComplete: string, required: boolean) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label(key, required)}</label>
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={form[key]}
        aria-invalid={key === 'phone' && touched && local.some((c) => c === 'REQUIRES_PHONE' || c === 'INVALID_PHONE')}
        onChange={(e) => set(key)(e.target.value)}
      />
    </div>
  );
  const shown = touched ? [...new Set([...local.filter((c) => !c.startsWith('PASSWORD_') || c === 'PASSWORD_MISMATCH'), ...errors])] : errors;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t('email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={form.email}
          aria-invalid={touched && local.includes('INVALID_EMAIL')}
          onChange={(e) => set('email')(e.target.value)}
        />
      </div>
      <PasswordField label={t('password')} value={form.password} onChange={set('password')} touched={touched} />
      <div className={styles.field}>
        <label htmlFor={`${id}-confirm`}>{t('confirmPassword')}</label>
        <input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          aria-invalid={touched && form.password !== form.confirm}
          onChange={(e) => set('confirm')(e.target.value)}
        />
      </div>
      {field('name', 'text', 'given-name', false)}
      {field('lastName', 'text', 'family-name', false)}
      {field('phone', 'tel', 'tel', phoneRequired)}
      <div className={styles.field}>
        <label htmlFor={`${id}-shop`}>{label('favoriteShop', shopRequired)}</label>
        <select id={`${id}-shop`} value={form.shop} onChange={(e) => set('shop')(e.target.value)} aria-invalid={touched && shopRequired && !form.shop}>
          <option value="">{t('chooseShop')}</option>
          {shops.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.radio}>
        <input type="checkbox" checked={form.terms} onChange={(e) => set('terms')(e.target.checked)} aria-invalid={touched && !form.terms} />
        {t('acceptTerms')}
      </label>
      {touched && !form.terms ? <p className={styles.error}>{t('termsRequired')}</p> : null}
      <AccountErrors codes={shown} />
      <Button type="submit" wide disabled={busy}>
        {t('register')}
      </Button>
    </form>
  );
}
