import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import { canSavePhoto, clampZoom, freshEdits } from './photo-edits';
import { PhotoEditor } from './photo-editor';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (type: string, size = 1000, name = 'photo') => new File([new Uint8Array(size)], name, { type });
const choose = (chosen: File) => fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [chosen] } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('photo editor save rules', () => {
  it('enables Save only once a file is chosen or a filter, zoom or rotation changes', () => {
    const start = freshEdits('/uploads/photos/a.webp');
    expect(canSavePhoto(start)).toBe(false);
    expect(canSavePhoto({ ...start, filter: 'Sepia' })).toBe(true);
    expect(canSavePhoto({ ...start, zoom: 1.1 })).toBe(true);
    expect(canSavePhoto({ ...start, rotation: 90 })).toBe(true);
    expect(canSavePhoto({ ...start, rotation: 360 })).toBe(false);
    expect(canSavePhoto({ ...start, file: file('image/png') })).toBe(true);
  });

  it('keeps the zoom between 0.5 and 2 in steps of 0.1', () => {
    expect(clampZoom(0.2)).toBe(0.5);
    expect(clampZoom(3)).toBe(2);
    expect(clampZoom(1.2300001)).toBe(1.2);
  });
});

describe('photo editor dialog', () => {
  it('starts with Save disabled and enables it when a filter or rotation changes', async () => {
    render(<PhotoEditor currentImage="/uploads/photos/a.webp" onSave={vi.fn()} onClose={vi.fn()} />);
    expect(saveButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Grayscale' }));
    expect(saveButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'None' }));
    expect(saveButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Rotate right/ }));
    expect(saveButton()).toBeEnabled();
  });

  it('refuses a file that is not an image, or over 5 MB, with the specification alerts', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<PhotoEditor currentImage={null} onSave={vi.fn()} onClose={vi.fn()} />);
    choose(file('application/pdf'));
    expect(alert).toHaveBeenLastCalledWith(MESSAGES.photoNotImage);
    choose(file('image/jpeg', 5 * 1024 * 1024 + 1));
    expect(alert).toHaveBeenLastCalledWith(MESSAGES.photoTooLarge);
    expect(saveButton()).toBeDisabled();
    choose(file('image/jpeg'));
    expect(saveButton()).toBeEnabled();
  });

  it('lets Remove clear the picture and save the removal', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<PhotoEditor currentImage="/uploads/photos/a.webp" onSave={onSave} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByAltText('Preview of your photo')).not.toBeInTheDocument();
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(null);
  });
});
