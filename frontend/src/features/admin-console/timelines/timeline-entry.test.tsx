import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { makeEventRow, makeTimelineEntry } from '../admin-test-server';
import { TimelineEntry } from './timeline-entry';

function renderEntry(entry = makeTimelineEntry()) {
  render(
    <MemoryRouter>
      <ol>
        <TimelineEntry entry={entry} />
      </ol>
    </MemoryRouter>,
  );
  return screen.getByRole('listitem');
}

describe('Timeline entry', () => {
  it('leads with the summary, names linked to their timelines, and keeps the data one click away', async () => {
    const item = renderEntry();
    expect(item.firstElementChild).toHaveTextContent("Dana Lee approved Sam Carter's call: charged $55.00 = $50.00 commission + $5.00 fee");
    expect(within(item).getByRole('link', { name: 'Dana Lee' })).toHaveAttribute('href', '/admin/timelines/merchant/m-1');
    expect(within(item).getByRole('link', { name: "Sam Carter's call" })).toHaveAttribute('href', '/admin/timelines/call/c1');
    expect(within(item).getByRole('link', { name: 'CallApproved' })).toHaveAttribute('href', '/admin/events?event=ev-1');

    const data = within(item).getByText('Data');
    expect(data.closest('details')).not.toHaveAttribute('open');
    await userEvent.setup().click(data);
    expect(data.closest('details')).toHaveAttribute('open');
    expect(within(item).getByLabelText('CallApproved data')).toHaveTextContent('"callId": "c1"');
  });

  it('shows a summary without links as plain text, and ignores a link range that does not fit it', () => {
    const item = renderEntry(
      makeTimelineEntry({ event: makeEventRow({ summary: 'Someone followed the link to a program', summaryLinks: [{ kind: 'program', id: 'p1', start: 30, length: 40 }] }) }),
    );
    expect(item.firstElementChild).toHaveTextContent('Someone followed the link to a program');
    expect(within(item).getAllByRole('link').map((l) => l.textContent)).toEqual(['CallApproved']);
  });
});
