import type { ComponentProps } from 'react';

import styles from './button.module.css';

type Props = ComponentProps<'button'> & { variant?: 'primary' | 'secondary'; wide?: boolean };

export function Button({ variant = 'primary', wide = false, className, type = 'button', ...rest }: Props) {
  const classes = [styles.button, variant === 'secondary' && styles.secondary, wide && styles.wide, className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}

export const buttonClass = (variant: 'primary' | 'secondary' = 'primary', wide = false) =>
  [styles.button, variant === 'secondary' && styles.secondary, wide && styles.wide].filter(Boolean).join(' ');
