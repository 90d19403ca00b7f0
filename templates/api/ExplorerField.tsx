import type { ReactNode } from 'react';

/** A labelled input of the explorer's form, with its hint and the error that blocks sending. */
export function Field({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className={`explorer-field${error ? ' explorer-field--invalid' : ''}`}>
      <label htmlFor={id} className="explorer-field__label">
        {label}
      </label>
      {children}
      {hint ? <span className="explorer-field__hint">{hint}</span> : null}
      {error ? (
        <span className="explorer-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
