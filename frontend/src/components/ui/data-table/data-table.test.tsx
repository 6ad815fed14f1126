import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Column, DataTable } from './data-table';

interface Person {
  id: string;
  name: string;
  amount: number | null;
  city: string;
}

const columns: Column<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name },
  { id: 'amount', header: 'Amount', cell: (p) => (p.amount === null ? '—' : `$${p.amount}`), align: 'end', sortValue: (p) => p.amount },
  { id: 'city', header: 'City', cell: (p) => p.city },
  { id: 'note', header: 'Note', cell: () => 'n/a' },
  { id: 'actions', header: 'Actions', cell: (p) => <button type="button">Open {p.name}</button> },
];

const people = (n: number): Person[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Person ${String(i + 1).padStart(2, '0')}`, amount: i === 1 ? null : (i * 7) % 23, city: i % 2 ? 'Austin' : 'Boston' }));

const bodyRows = () => within(screen.getByRole('table', { name: 'People' })).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  it('sorts by a column, both ways, with aria-sort on its header and missing values last', async () => {
    const user = userEvent.setup();
    render(<DataTable label="People" columns={columns} rows={people(4)} rowKey={(p) => p.id} />);
    const amountHeader = screen.getByRole('columnheader', { name: 'Amount' });
    expect(amountHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    // amounts: p0 0, p1 null, p2 14, p3 21
    expect(names()).toEqual(['Person 01', 'Person 03', 'Person 04', 'Person 02']);
    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Person 04', 'Person 03', 'Person 01', 'Person 02']);
  });

  it('pages long lists: counts, Previous/Next and rows per page; short lists show no pager', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DataTable label="People" columns={columns} rows={people(23)} rowKey={(p) => p.id} />);
    const pager = screen.getByRole('navigation', { name: 'People pages' });
    expect(pager).toHaveTextContent('Showing 1–10 of 23');
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(bodyRows()).toHaveLength(10);
    expect(within(pager).getByRole('button', { name: 'Previous page of People' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page of People' }));
    await user.click(within(pager).getByRole('button', { name: 'Next page of People' }));
    expect(pager).toHaveTextContent('Showing 21–23 of 23');
    expect(names()).toEqual(['Person 21', 'Person 22', 'Person 23']);
    expect(within(pager).getByRole('button', { name: 'Next page of People' })).toBeDisabled();
    await user.selectOptions(within(pager).getByRole('combobox'), '25');
    expect(bodyRows()).toHaveLength(23);
    unmount();
    render(<DataTable label="People" columns={columns} rows={people(5)} rowKey={(p) => p.id} />);
    expect(screen.queryByRole('navigation', { name: 'People pages' })).not.toBeInTheDocument();
  });

  it('starts at a larger page size when told, with no pager while the list fits it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DataTable label="People" columns={columns} rows={people(20)} rowKey={(p) => p.id} pageSize={25} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.queryByRole('navigation', { name: 'People pages' })).not.toBeInTheDocument();
    rerender(<DataTable label="People" columns={columns} rows={people(30)} rowKey={(p) => p.id} pageSize={25} />);
    const pager = screen.getByRole('navigation', { name: 'People pages' });
    expect(pager).toHaveTextContent('Showing 1–25 of 30');
    await user.selectOptions(within(pager).getByRole('combobox'), '10');
    expect(pager).toHaveTextContent('Page 1 of 3');
  });

  it('keeps the page when rows only change, and goes back to page 1 when the list grows or shrinks or is sorted anew', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DataTable label="People" columns={columns} rows={people(23)} rowKey={(p) => p.id} />);
    const pager = () => screen.getByRole('navigation', { name: 'People pages' });
    await user.click(within(pager()).getByRole('button', { name: 'Next page of People' }));
    expect(pager()).toHaveTextContent('Page 2 of 3');
    // A refetch: new row objects, same list (e.g. one row's status changed).
    // act flushes the table's queued updates, so a reset it scheduled would show here.
    await act(async () => rerender(<DataTable label="People" columns={columns} rows={people(23).map((p) => ({ ...p, city: 'Chicago' }))} rowKey={(p) => p.id} />));
    expect(pager()).toHaveTextContent('Page 2 of 3');
    expect(names()[0]).toBe('Person 11');
    rerender(<DataTable label="People" columns={columns} rows={people(22)} rowKey={(p) => p.id} />);
    expect(pager()).toHaveTextContent('Page 1 of 3');
    expect(names()[0]).toBe('Person 01');
    await user.click(within(pager()).getByRole('button', { name: 'Next page of People' }));
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(pager()).toHaveTextContent('Showing 1–10 of 22');
  });

  it('hides and shows columns from the Columns menu; the first column cannot be hidden', async () => {
    const user = userEvent.setup();
    render(<DataTable label="People" columns={columns} rows={people(3)} rowKey={(p) => p.id} />);
    await user.click(screen.getByRole('button', { name: 'Columns of People' }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    // The row actions stay: hiding them would leave rows nobody can act on.
    expect(items.map((i) => i.textContent?.replace('✓', ''))).toEqual(['Amount', 'City', 'Note']);
    await user.click(screen.getByRole('menuitemcheckbox', { name: /City/ }));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(within(bodyRows()[0]).getAllByRole('cell')).toHaveLength(4);
    await user.click(screen.getByRole('menuitemcheckbox', { name: /City/ }));
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('labels each cell with its column for the small-screen card layout, and starts hidden columns hidden', () => {
    render(<DataTable label="People" columns={[...columns.slice(0, 3), { ...columns[3], defaultHidden: true }]} rows={people(1)} rowKey={(p) => p.id} />);
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', 'Amount', 'City']);
  });
});
