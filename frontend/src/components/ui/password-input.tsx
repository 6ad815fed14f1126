import { useState, type InputHTMLAttributes } from 'react';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  invalid?: boolean;
  describedBy?: string;
}

/** docs/product/screens-and-routes.md, Auth page: password fields have a show/hide toggle. */
export function PasswordInput({ invalid, describedBy, className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        type={visible ? 'text' : 'password'}
        className={`input${className ? ` ${className}` : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <button
        type="button"
        className="password-toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
