/** What is wrong with a console toolbar's filters, under its fields (nothing when they are fine). */
export function ToolbarError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="field-error admin-toolbar-error" role="alert">
      {message}
    </p>
  );
}
