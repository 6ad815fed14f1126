import type { Table } from '@tanstack/react-table';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from '../dropdown-menu';

/** The Columns menu: shows or hides each column that may be hidden. */
export function DataTableViewOptions<Row>({ table, label, headerOf }: { table: Table<Row>; label: string; headerOf: (id: string) => string }) {
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="btn btn-outline btn-small">
        Columns<span className="visually-hidden"> of {label}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(value) => column.toggleVisibility(value === true)}
            // Keep the menu open while several columns are toggled.
            onSelect={(e) => e.preventDefault()}
          >
            {headerOf(column.id)}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
