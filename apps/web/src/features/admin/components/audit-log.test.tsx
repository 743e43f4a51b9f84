import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@padstore/domain';
import { answerApi, renderPage } from '../../../test/render';
import { AuditLogCard } from './audit-log';

const entry = (n: number, who = 'Anita Owner'): AuditEntry => ({
  _id: `e${n}`,
  action: 'branch.stock',
  details: JSON.stringify({ now: n }),
  createdAt: new Date(Date.UTC(2026, 10, 27, 2, 0) - n * 60_000).toISOString(),
  who,
  phone: '9700000001',
});

afterEach(() => vi.unstubAllGlobals());

describe('the audit log on the dashboard', () => {
  it('shows older entries a page at a time, back to the first change', async () => {
    // The first page, then the one before its last entry.
    const pages = [
      { entries: [entry(1), entry(2)], older: 'e2' },
      { entries: [entry(3)], older: null },
    ];
    let asked = 0;
    const calls = answerApi({ 'GET admin/audit': () => ({ body: pages[Math.min(asked++, 1)]! }) });
    renderPage(<AuditLogCard />);
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
    expect(calls.map((call) => call.search.get('before'))).toEqual([null, 'e2']);
  });

  it('is searched by person and by what changed as she types', async () => {
    const calls = answerApi({ 'GET admin/audit': () => ({ body: { entries: [entry(1, 'Meera Shah')], older: null } }) });
    renderPage(<AuditLogCard />);
    await screen.findByRole('list', { name: 'Changes' });
    await userEvent.type(screen.getByLabelText('Person (name or phone)'), 'Meera');
    await userEvent.type(screen.getByLabelText('What changed (order, product, phone…)'), 'PS261127');
    await waitFor(() => expect(calls.at(-1)?.search.get('what')).toBe('PS261127'));
    expect(calls.at(-1)?.search.get('who')).toBe('Meera');
    expect(calls.length).toBeLessThanOrEqual(4);
  });
});
