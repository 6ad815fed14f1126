import { render, screen, within } from '@testing-library/react';
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

  it('hides and shows columns from the Columns menu; the first column cannot be hidden', async () => {
    const user = userEvent.setup();
    render(<DataTable label="People" columns={columns} rows={people(3)} rowKey={(p) => p.id} />);
    await user.click(screen.getByRole('button', { name: 'Columns of People' }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items.map((i) => i.textContent?.replace('✓', ''))).toEqual(['Amount', 'City', 'Note']);
    await user.click(screen.getByRole('menuitemcheckbox', { name: /City/ }));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(within(bodyRows()[0]).getAllByRole('cell')).toHaveLength(3);
    await user.click(screen.getByRole('menuitemcheckbox', { name: /City/ }));
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('labels each cell with its column for the small-screen card layout, and starts hidden columns hidden', () => {
    render(<DataTable label="People" columns={[...columns.slice(0, 3), { ...columns[3], defaultHidden: true }]} rows={people(1)} rowKey={(p) => p.id} />);
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', 'Amount', 'City']);
  });
});
