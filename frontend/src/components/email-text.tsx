import { Fragment } from 'react';

/**
 * An email address that wraps where a person would break it — before the `@` and after each dot —
 * instead of mid-word: `<wbr>` offers those break points and the text never breaks elsewhere unless
 * a single part is wider than its cell.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className={`email-text${className ? ` ${className}` : ''}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
