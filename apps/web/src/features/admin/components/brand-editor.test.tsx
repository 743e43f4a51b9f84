import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleBrand } from '@padstore/domain';
import { answerApi, renderPage } from '../../../test/render';
import { BrandEditor } from './brand-editor';

afterEach(() => vi.unstubAllGlobals());

describe("the console's brands", () => {
  it('renames an existing brand and gives it a new logo, on the version she saw', async () => {
    let brands: ConsoleBrand[] = [
      { _id: 'b1', brandName: 'Whisper', image: '', version: 3 },
      { _id: 'b2', brandName: 'Stayfree', image: '/uploads/stayfree.webp', version: 1 },
    ];
    const calls = answerApi({
      'GET admin/brands': () => ({ body: { brands } }),
      'POST admin/uploads': () => ({ status: 201, body: { url: '/uploads/whisper-new.webp' } }),
      'PUT admin/brands/{id}': () => {
        brands = [{ _id: 'b1', brandName: 'Whisper Choice', image: '/uploads/whisper-new.webp', version: 4 }, brands[1]!];
        return { body: { message: 'Brand saved', version: 4 } };
      },
    });
    renderPage(<BrandEditor />);
    const name = await screen.findByLabelText('Name of Whisper');
    expect(screen.getByRole('button', { name: 'Save Whisper' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Whisper Choice');
    await userEvent.upload(screen.getByLabelText('New logo of Whisper'), new File(['logo'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByAltText('Logo of Whisper')).toHaveAttribute('src', '/uploads/whisper-new.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Save Whisper' }));
    expect(await screen.findByLabelText('Name of Whisper Choice')).toHaveValue('Whisper Choice');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: 'admin/brands/b1',
      body: { brandName: 'Whisper Choice', image: '/uploads/whisper-new.webp', version: 3 },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Whisper Choice' })).toBeDisabled());
  });
});
