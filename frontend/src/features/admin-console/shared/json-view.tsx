/** Event data, metadata and folded state, pretty-printed as the server sent them. */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  return (
    <pre className="admin-json" aria-label={label} tabIndex={0}>
      {value === undefined ? 'undefined' : JSON.stringify(value, null, 2)}
    </pre>
  );
}
