import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@padstore/domain/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { UserIcon } from '../../../components/ui/icons';
import { msg, useT } from '../../../lib/i18n';
import {
  canSavePhoto,
  clampZoom,
  freshEdits,
  PHOTO_FILTERS,
  photoFileProblem,
  renderEditedPhoto,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  type PhotoEdits,
  type PhotoFilter,
} from './photo-edits';

/** The filters' names as she reads them. */
const FILTER_LABELS: Record<PhotoFilter, string> = {
  None: msg('None'),
  Grayscale: msg('Grayscale'),
  Sepia: msg('Sepia'),
  Brightness: msg('Brightness'),
  Contrast: msg('Contrast'),
  Blur: msg('Blur'),
};

interface PhotoEditorProps {
  currentImage: string | null;
  /** Saves the edited picture (null removes it); a rejection shows the failure alert. */
  onSave: (file: File | null) => Promise<void>;
  onClose: () => void;
}

/** The photo editor dialog: choose, filter, zoom, rotate, remove, save. */
export function PhotoEditor({ currentImage, onSave, onClose }: PhotoEditorProps) {
  const t = useT();
  const [edits, setEdits] = useState<PhotoEdits>(() => freshEdits(currentImage));
  const [removed, setRemoved] = useState(false);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (edits.file && edits.previewUrl && URL.revokeObjectURL(edits.previewUrl)), [edits.file, edits.previewUrl]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return window.alert(t(problem));
    setRemoved(false);
    setEdits({ ...freshEdits(URL.createObjectURL(file)), file });
  };

  const save = async () => {
    if (!removed && !edits.previewUrl) return window.alert(t(MESSAGES.photoMissing));
    setSaving(true);
    try {
      await onSave(removed ? null : await renderEditedPhoto(edits.previewUrl as string, edits));
      onClose();
    } catch {
      window.alert(t(MESSAGES.photoSaveFailed));
    } finally {
      setSaving(false);
    }
  };

  const set = (change: Partial<PhotoEdits>) => setEdits((value) => ({ ...value, ...change }));
  const preview = removed ? null : edits.previewUrl;

  return (
    <Modal labelledBy="photo-editor-title" onCancel={onClose} className="max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] p-5">
      <h2 id="photo-editor-title" className="text-lg font-bold text-gray-900">
        {t('Change Photo')}
      </h2>
      <div className="mx-auto mt-4 flex size-56 items-center justify-center overflow-hidden rounded-full bg-gray-100">
        {preview ? (
          <img
            src={preview}
            alt={t('Preview of your photo')}
            className="size-full object-cover"
            style={{ filter: PHOTO_FILTERS[edits.filter], transform: `rotate(${edits.rotation}deg) scale(${edits.zoom})` }}
          />
        ) : (
          <UserIcon className="size-24 text-gray-400" />
        )}
      </div>

      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={t('Choose a photo')}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          {t('Choose file')}
        </Button>
        <Button variant="ghost" onClick={() => setRemoved(true)} disabled={!preview}>
          {t('Remove')}
        </Button>
      </div>

      <fieldset className="mt-4" disabled={!preview}>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{t('Filter')}</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(PHOTO_FILTERS) as PhotoFilter[]).map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={edits.filter === filter}
              onClick={() => set({ filter })}
              className={`min-h-9 rounded-full border px-3 text-sm ${edits.filter === filter ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300'}`}
            >
              {t(FILTER_LABELS[filter])}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="mt-4">
        <label htmlFor="photo-zoom" className="mb-1 block text-sm font-semibold text-gray-900">
          {t('Zoom {zoom}×', { zoom: edits.zoom.toFixed(1) })}
        </label>
        <input
          id="photo-zoom"
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={edits.zoom}
          disabled={!preview}
          onChange={(event) => set({ zoom: clampZoom(Number(event.target.value)) })}
          className="w-full accent-brand-700"
        />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="secondary" disabled={!preview} onClick={() => set({ rotation: edits.rotation - 90 })}>
          ⟲ {t('Rotate left')}
        </Button>
        <Button variant="secondary" disabled={!preview} onClick={() => set({ rotation: edits.rotation + 90 })}>
          ⟳ {t('Rotate right')}
        </Button>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button onClick={() => void save()} disabled={!removed && !canSavePhoto(edits)} busy={saving} busyText={t('Saving...')}>
          {t('Save')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('Cancel')}
        </Button>
      </div>
    </Modal>
  );
}
