import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { answerApi, renderRoutes } from '../../../test/render';
import { SearchBox } from './search-box';

afterEach(() => vi.unstubAllGlobals());

const suggestions = {
  products: [
    { _id: 'p1', productName: 'Whisper Ultra Clean', brandName: 'Whisper', size: 'Large', image: '' },
    { _id: 'p2', productName: 'Whisper Bindazzz Nights', brandName: 'Whisper', size: 'XL', image: '' },
  ],
  brands: [{ _id: 'b1', brandName: 'Whisper' }],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBox(path = '/') {
  const calls = answerApi({ 'GET user/Product/suggest': () => ({ body: suggestions }) });
  const page = (
    <>
      <SearchBox />
      <Where />
    </>
  );
  renderRoutes(
    [
      { path: '/', element: page },
      { path: '/all-products', element: page },
      { path: '/all-products/:id', element: page },
      { path: '/product/:id', element: page },
    ],
    path,
  );
  return { calls, box: screen.getByRole('combobox', { name: 'Search pads and brands' }) };
}

const suggestCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === 'user/Product/suggest');

describe('search box', () => {
  it('is a form whose native submit is the results page', () => {
    renderBox();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/all-products');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('combobox').getAttribute('name')).toBe('q');
  });

  it('asks for suggestions only from 2 letters, once she pauses', async () => {
    const { calls, box } = renderBox();
    await userEvent.type(box, 'w');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suggestCalls(calls)).toHaveLength(0);
    await userEvent.type(box, 'isper');
    await screen.findByRole('option', { name: /Whisper Ultra Clean/ });
    // Typed letter by letter, asked once: for what she had typed when she paused.
    expect(suggestCalls(calls).map((call) => call.path)).toHaveLength(1);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Whisper Ultra CleanWhisper · Large',
      'Whisper Bindazzz NightsWhisper · XL',
      'WhisperBrand',
    ]);
  });

  it('is used by keyboard: arrows choose a suggestion, Enter opens it', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'wisper');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Bindazzz/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/product/p2');
  });

  it('closes the list with Escape, and Enter then searches for what she typed', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'wisper');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/all-products?q=wisper');
  });

  it('opens a brand suggestion on its listing with a tap', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'wh');
    await userEvent.click(await screen.findByRole('option', { name: /Brand/ }));
    expect(screen.getByTestId('where').textContent).toBe('/all-products/b1');
  });

  it('shows the search of the results page it is on', () => {
    const { box } = renderBox('/all-products?q=night%20pads');
    expect((box as HTMLInputElement).value).toBe('night pads');
  });

  it('opens from the search icon on phones and takes the focus', async () => {
    const { box } = renderBox();
    const icon = screen.getByRole('button', { name: 'Search' });
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(icon);
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(box));
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(icon.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('search box in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('says its labels, its placeholder and its suggestions in Hindi', async () => {
    activateLanguage('hi', hi);
    const calls = answerApi({ 'GET user/Product/suggest': () => ({ body: suggestions }) });
    renderRoutes([{ path: '/', element: <SearchBox /> }], '/');
    const box = screen.getByRole('combobox', { name: 'पैड और ब्रांड खोजें' });
    expect(box.getAttribute('placeholder')).toBe('पैड, ब्रांड, साइज़ खोजें');
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोज बंद करें' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.queryByPlaceholderText('Search pads, brands, sizes')).toBeNull();

    await userEvent.type(box, 'wh');
    const brand = await screen.findByRole('option', { name: /ब्रांड/ });
    expect(brand.textContent).toBe('Whisperब्रांड');
    expect(screen.getByRole('listbox', { name: 'सुझाव' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('3 सुझाव, चुनने के लिए ऐरो की दबाएँ');
    expect(screen.queryByText(/Brand$/)).toBeNull();
    expect(suggestCalls(calls)).toHaveLength(1);
  });
});
