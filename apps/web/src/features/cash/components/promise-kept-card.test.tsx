import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PromiseKeptAnswer } from '@padstore/domain';
import { PromiseKeptCard } from './promise-kept-card';

const branch = (overrides: Partial<PromiseKeptAnswer['branches'][number]>): PromiseKeptAnswer['branches'][number] => ({
  _id: 'b1',
  name: 'Bengaluru Central',
  orders: 8,
  delivered: 4,
  deliveredInTime: 3,
  deliveredLate: 1,
  notDelivered: 1,
  cancelled: 2,
  stillOpen: 1,
  expressWithin60: 75,
  sameDayOnTime: 100,
  nextDayOnTime: null,
  medianMinutesToDoor: 41,
  ...overrides,
});

describe('the promise kept', () => {
  it('accounts for every order of the day, the cancelled ones too', () => {
    render(<PromiseKeptCard data={{ day: '2026-11-27', branches: [branch({})] }} />);
    expect(
      screen.getByText('8 orders: 3 delivered in time, 1 delivered late, 1 not delivered, 2 cancelled, 1 still open'),
    ).toBeInTheDocument();
  });

  it('leaves out what did not happen', () => {
    render(
      <PromiseKeptCard
        data={{
          day: '2026-11-27',
          branches: [
            branch({ orders: 2, delivered: 2, deliveredInTime: 2, deliveredLate: 0, notDelivered: 0, cancelled: 0, stillOpen: 0 }),
          ],
        }}
      />,
    );
    expect(screen.getByText('2 orders: 2 delivered in time')).toBeInTheDocument();
  });
});
