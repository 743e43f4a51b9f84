import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RatingInput } from './rating-input';
import { starFills } from './rating-stars';

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RatingInput value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('rating input', () => {
  it('offers the ten half steps from 0.5 to 5', () => {
    render(<Harness />);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      '0.5',
      '1',
      '1.5',
      '2',
      '2.5',
      '3',
      '3.5',
      '4',
      '4.5',
      '5',
    ]);
  });

  it('takes a tap on a half star', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByLabelText('2.5 stars'));
    expect(screen.getByRole('status')).toHaveTextContent('2.5');
  });

  it('moves by half a star with the arrow keys', async () => {
    render(<Harness initial={3} />);
    screen.getByLabelText('3 stars').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('3.5');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('2.5');
  });
});

describe('rating stars', () => {
  it('shows full and half stars by the average', () => {
    expect(starFills(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});
