import { useId } from 'react';
import { CopyButton } from './copy-button';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** A multi-line value, such as an embed snippet. */
  multiline?: boolean;
}

/** A read-only value with its label and a Copy button (links, codes, snippets). */
export function CopyField({ label, value, multiline }: CopyFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="copy-field">
        {multiline ? (
          <textarea id={id} className="input copy-field-value" value={value} readOnly rows={3} />
        ) : (
          <input id={id} className="input copy-field-value" value={value} readOnly />
        )}
        <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} what={label} />
      </div>
    </div>
  );
}
