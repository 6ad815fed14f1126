import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input in red, and linked to it for screen readers. */
  error?: string;
  hint?: ReactNode;
  /** Replaces the plain input, e.g. a password input with its toggle; receives the ids to use. */
  renderInput?: (props: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

export function TextField({ label, error, hint, renderInput, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const describedBy = error || hint ? messageId : undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {renderInput ? (
        renderInput({ id, describedBy, invalid: Boolean(error) })
      ) : (
        <input
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
      {error ? (
        <p id={messageId} className="field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
