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

/** Registration: a valid phone and a favourite shop (each required when the settings say so); terms accepted. */
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
    ...(brokenPasswordRules(form.password) as AppErrorCode[]),
    ...(form.password !== form.confirm ? (['PASSWORD_MISMATCH'] as const) : []),
    ...(phoneRequired && !form.phone.trim() ? (['REQUIRES_PHONE'] as const) : []),
    ...(form.phone.trim() && !isValidPhone(form.phone) ? (['INVALID_PHONE'] as const) : []),
    ...(shopRequired && !form.shop ? (['REQUIRES_SHOP'] as const) : []),
  ];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (local.length || !form.terms || !form.name.trim() || !form.lastName.trim() || !form.email.trim()) return;
    setBusy(true);
    const failed = await submitForm(() =>
      bff.register({
      email: form.email.trim(),
      password: form.password,
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

  const field = (key: 'name' | 'lastName' | 'email' | 'phone', type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{t(key)}</label>
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={autoComplete}
        required
        value={form[key]}
        aria-invalid={touched && !form[key].trim()}
        onChange={(e) => set(key)(e.target.value)}
      />
    </div>
  );
  const shown = touched ? [...new Set([...local.filter((c) => !c.startsWith('PASSWORD_') || c === 'PASSWORD_MISMATCH'), ...errors])] : errors;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {field('name', 'text', 'given-name')}
      {field('lastName', 'text', 'family-name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      <div className={styles.field}>
        <label htmlFor={`${id}-shop`}>{t('favoriteShop')}</label>
        <select id={`${id}-shop`} value={form.shop} onChange={(e) => set('shop')(e.target.value)} aria-invalid={touched && shopRequired && !form.shop}>
          <option value="">{t('chooseShop')}</option>
          {shops.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <PasswordField label={t('password')} value={form.password} onChange={set('password')} touched={touched} />
      <div className={styles.field}>
        <label htmlFor={`${id}-confirm`}>{t('confirmPassword')}</label>
        <input id={`${id}-confirm`} type="password" autoComplete="new-password" value={form.confirm} onChange={(e) => set('confirm')(e.target.value)} />
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
