export function Spinner({ size = 'medium', label }: { size?: 'small' | 'medium'; label?: string }) {
  return (
    <span
      className={`spinner spinner-${size}`}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** docs/product/screens-and-routes.md, Route table: a centered spinner while the session (or a page's code) loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner label="Loading" />
    </div>
  );
}
