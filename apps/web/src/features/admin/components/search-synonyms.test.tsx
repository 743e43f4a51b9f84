import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderPage } from '../../../test/render';
import { SearchSynonyms } from './search-synonyms';

afterEach(() => vi.unstubAllGlobals());

describe('search words in the console', () => {
  it('lists the synonym table, adds a word and removes one', async () => {
    const table = [{ _id: 's1', term: 'raat', meaning: 'night' }];
    const calls = answerApi({
      'GET admin/search-synonyms': () => ({ body: { synonyms: table } }),
      'POST admin/search-synonyms': () => ({ status: 201, body: { _id: 's2' } }),
      'DELETE admin/search-synonyms/{id}': () => ({ body: { message: 'Synonym removed' } }),
    });
    renderPage(<SearchSynonyms />);
    expect(await screen.findByText('raat')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Word customers type'), 'maxi');
    await userEvent.type(screen.getByLabelText('Meaning'), 'xxl');
    await userEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ term: 'maxi', meaning: 'xxl' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove raat means night' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'admin/search-synonyms/s1')).toBe(true);
  });
});
