import type { ButtonHTMLAttributes } from 'react';

export interface BareButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'contained' | 'text';
  /** Shows a spinner and disables the button while an action is under way. */
  busy?: boolean;
}

/** The bare pages' button: the contained primary action, or a text button. */
export const BareButton = ({ variant = 'contained', busy = false, disabled, children, ...button }: BareButtonProps) => (
  <button
    type="button"
    className="bare-button"
    data-variant={variant}
    disabled={disabled || busy}
    aria-busy={busy}
    {...button}
  >
    {busy && <span className="bare-spinner" aria-hidden="true" />}
    {children}
  </button>
);
