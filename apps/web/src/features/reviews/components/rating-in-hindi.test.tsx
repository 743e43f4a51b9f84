import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { RatingInput } from './rating-input';
import { RatingStars } from './rating-stars';

function Harness() {
  const [value, setValue] = useState(0);
  return <RatingInput value={value} onChange={setValue} />;
}

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => activateLanguage('en'));

describe('ratings in Hindi', () => {
  it('names the rating, its half stars and the hint in Hindi', async () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'रेटिंग' })).toBeInTheDocument();
    expect(screen.getByText('किसी स्टार पर टैप करें')).toBeInTheDocument();
    expect(screen.getByLabelText('1 स्टार')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('2.5 स्टार'));
    expect(screen.queryByText('Tap a star')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('2.5 stars')).not.toBeInTheDocument();
  });

  it('says an average rating in Hindi', () => {
    render(<RatingStars rating={3.5} />);
    expect(screen.getByRole('img', { name: '5 में से 3.5 रेटिंग' })).toBeInTheDocument();
  });
});
