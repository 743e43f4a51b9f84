import { useState } from 'react';
import type { ConsoleBrand } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useConsoleBrands } from '../api/get-console-brands';
import { useUpdateBrand } from '../api/update-brand';
import { uploadPicture } from '../api/upload-picture';

const input = 'w-full min-w-0 rounded-lg border border-gray-300 px-3 py-2 text-sm';

/** One brand: its name and logo, saved together on the version the owner saw. */
function BrandRow({ brand }: { brand: ConsoleBrand }) {
  const update = useUpdateBrand();
  const [name, setName] = useState(brand.brandName);
  const [logo, setLogo] = useState(brand.image);
  const [uploading, setUploading] = useState(false);
  const changed = name.trim() !== brand.brandName || logo !== brand.image;

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setLogo(await uploadPicture(file));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const save = async () => {
    try {
      const answer = await update.mutateAsync({ id: brand._id, brandName: name.trim(), image: logo, version: brand.version });
      notify.success(answer.message);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      {logo ? (
        <img src={logo} alt={`Logo of ${brand.brandName}`} width={40} height={40} className="size-10 shrink-0 rounded object-contain" />
      ) : (
        <span className="size-10 shrink-0 rounded bg-gray-100" aria-hidden="true" />
      )}
      <input
        aria-label={`Name of ${brand.brandName}`}
        className={`${input} flex-1 basis-40`}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="text-sm text-gray-800">
        <span className="sr-only">{`New logo of ${brand.brandName}`}</span>
        <input
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(event) => void chooseLogo(event.target.files?.[0])}
          className="w-full max-w-52 min-w-0 text-sm"
        />
      </label>
      <Button
        variant="secondary"
        disabled={!changed || !name.trim() || uploading}
        busy={update.isPending || uploading}
        onClick={() => void save()}
      >
        {`Save ${brand.brandName}`}
      </Button>
    </li>
  );
}

/** The brands the shop has, each renamed or given a new logo in place. */
export function BrandEditor() {
  const brands = useConsoleBrands();
  return (
    <ul className="divide-y divide-gray-200" aria-label="Brands">
      {brands.data?.map((brand) => (
        // A saved edit comes back with a new version: the row starts again from what was saved.
        <BrandRow key={`${brand._id}:${brand.version}`} brand={brand} />
      ))}
    </ul>
  );
}
