import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = { primary: 'btn-primary', secondary: 'btn-secondary', danger: 'btn-danger', ghost: 'btn-ghost' } as const;

/** A button with a target of at least 44 px, a visible focus ring and an optional icon class (i-tabler-*). */
export function Button({ variant = 'primary', icon, className = '', children, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS; icon?: string }) {
  return (
    <button type={type} className={`${VARIANTS[variant]} ${className}`} {...rest}>
      {icon && <span className={icon} aria-hidden />}
      {children}
    </button>
  );
}
