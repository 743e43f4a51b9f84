import { useState, type FormEvent } from 'react';
import type { ConsoleProduct } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBrands, useSizes } from '../../catalog';
import { ProductImage } from '../../../components/product-image';
import { useCreateProduct } from '../api/create-product';
import { useConsoleProducts } from '../api/get-products';
import { useUpdateProduct } from '../api/update-product';
import { uploadPicture } from '../api/upload-picture';
import { QueryView } from '../../../components/query-view';
import { CatalogExtras } from '../components/catalog-extras';
import { SearchSynonyms } from '../components/search-synonyms';
import { DEFAULT_HSN_CODE, GST_RATES } from '@padstore/domain/seller';

interface Draft {
  productName: string;
  productNameHi: string;
  descriptionHi: string;
  brandId: string;
  size: string;
  price: string;
  quantityInEachPack: string;
  aboutThisItem: string;
  images: string[];
  countryOfOrigin: string;
  hsnCode: string;
  gstRate: string;
}
const emptyDraft: Draft = {
  productName: '',
  productNameHi: '',
  descriptionHi: '',
  brandId: '',
  size: '',
  price: '',
  quantityInEachPack: '',
  aboutThisItem: '',
  images: [],
  countryOfOrigin: 'India',
  hsnCode: DEFAULT_HSN_CODE,
  gstRate: '0',
};
const draftOf = (product: ConsoleProduct): Draft => ({
  productName: product.productName,
  productNameHi: product.productNameHi ?? '',
  descriptionHi: product.descriptionHi ?? '',
  brandId: product.brandId,
  size: product.size,
  price: String(product.price),
  quantityInEachPack: String(product.quantityInEachPack),
  aboutThisItem: product.aboutThisItem.join('\n'),
  images: product.images,
  countryOfOrigin: product.countryOfOrigin,
  hsnCode: product.hsnCode,
  gstRate: String(product.gstRate),
});
const select = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5';

/** Adds or edits a product, with its picture uploaded through the same checked path as photos. */
function ProductForm({ editing, onDone }: { editing: ConsoleProduct | null; onDone: () => void }) {
  const brands = useBrands();
  const sizes = useSizes();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : emptyDraft);
  const [uploading, setUploading] = useState(false);
  const set = (key: keyof Draft, value: string | string[]) => setDraft((current) => ({ ...current, [key]: value }));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      set('images', [await uploadPicture(file), ...draft.images]);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      productName: draft.productName,
      // Shown to Hindi readers instead of the English (issue 35); empty clears them.
      productNameHi: draft.productNameHi.trim(),
      descriptionHi: draft.descriptionHi
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
      brandId: draft.brandId,
      size: draft.size,
      price: Number(draft.price),
      quantityInEachPack: Number(draft.quantityInEachPack),
      aboutThisItem: draft.aboutThisItem
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      images: draft.images,
      countryOfOrigin: draft.countryOfOrigin,
      hsnCode: draft.hsnCode,
      gstRate: Number(draft.gstRate),
    };
    try {
      if (editing) await update.mutateAsync({ id: editing._id, ...body, version: editing.version });
      else await create.mutateAsync(body);
      notify.success(editing ? 'Product saved' : 'Product added');
      onDone();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold text-gray-900">{editing ? `Edit ${editing.productName}` : 'Add a product'}</h2>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Product name" required value={draft.productName} onChange={(event) => set('productName', event.target.value)} />
        <TextField
          label="Hindi name (optional)"
          lang="hi"
          maxLength={120}
          hint="Shown to customers reading in Hindi instead of the product name"
          value={draft.productNameHi}
          onChange={(event) => set('productNameHi', event.target.value)}
        />
        <label className="text-sm font-medium text-gray-800">
          Brand
          <select className={`${select} mt-1`} required value={draft.brandId} onChange={(event) => set('brandId', event.target.value)}>
            <option value="">Choose a brand</option>
            {brands.data?.map((brand) => (
              <option key={brand._id} value={brand._id}>
                {brand.brandName}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-800">
          Size
          <select className={`${select} mt-1`} required value={draft.size} onChange={(event) => set('size', event.target.value)}>
            <option value="">Choose a size</option>
            {sizes.data?.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </label>
        <TextField
          label="Price (₹)"
          type="number"
          min="1"
          step="0.01"
          required
          value={draft.price}
          onChange={(event) => set('price', event.target.value)}
        />
        <TextField
          label="Pads per pack"
          type="number"
          min="1"
          required
          value={draft.quantityInEachPack}
          onChange={(event) => set('quantityInEachPack', event.target.value)}
        />
        <TextField
          label="Country of origin"
          required
          value={draft.countryOfOrigin}
          onChange={(event) => set('countryOfOrigin', event.target.value)}
        />
        <TextField
          label="HSN code"
          inputMode="numeric"
          required
          hint="Sanitary napkins: 96190010"
          value={draft.hsnCode}
          onChange={(event) => set('hsnCode', event.target.value)}
        />
        <label className="text-sm font-medium text-gray-800">
          GST rate (%)
          <select className={`${select} mt-1`} value={draft.gstRate} onChange={(event) => set('gstRate', event.target.value)}>
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate === 0 ? '0 (exempt)' : rate}
              </option>
            ))}
          </select>
        </label>
        <div className="space-y-1">
          <label htmlFor="product-picture" className="block text-sm font-medium text-gray-800">
            Picture
          </label>
          <input
            id="product-picture"
            type="file"
            accept="image/*"
            onChange={(event) => void upload(event.target.files?.[0])}
            className="block w-full text-sm"
            disabled={uploading}
          />
          {draft.images[0] && <ProductImage image={draft.images[0]} alt="Chosen picture" size={64} className="size-16" />}
        </div>
        <label className="text-sm font-medium text-gray-800 sm:col-span-2">
          About this item (one point per line)
          <textarea
            rows={4}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            value={draft.aboutThisItem}
            onChange={(event) => set('aboutThisItem', event.target.value)}
          />
        </label>
        <label className="text-sm font-medium text-gray-800 sm:col-span-2">
          Hindi description (optional)
          <span className="block text-xs font-normal text-gray-600">
            One point per line, shown to customers reading in Hindi instead of About this item
          </span>
          <textarea
            rows={4}
            lang="hi"
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            value={draft.descriptionHi}
            onChange={(event) => set('descriptionHi', event.target.value)}
          />
        </label>
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" busy={create.isPending || update.isPending || uploading} busyText="Saving...">
            {editing ? 'Save product' : 'Add product'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function AdminProductsPage() {
  usePageTitle('Products · Store console');
  const products = useConsoleProducts();
  const update = useUpdateProduct();
  const [editing, setEditing] = useState<ConsoleProduct | 'new' | null>(null);

  const toggleHidden = async (product: ConsoleProduct) => {
    try {
      await update.mutateAsync({ id: product._id, hidden: !product.hidden, version: product.version });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <div className="mb-5 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Products</h1>
        {!editing && <Button onClick={() => setEditing('new')}>Add product</Button>}
      </div>
      {editing && (
        <div className="mb-6">
          <ProductForm
            key={editing === 'new' ? 'new' : editing._id}
            editing={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      <QueryView query={products}>
        {(list) => (
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
            {list.map((product) => (
              <li key={product._id} className={`flex items-center gap-3 p-3 ${product.hidden ? 'opacity-60' : ''}`}>
                <div className="size-12 shrink-0">
                  <ProductImage image={product.images[0]} alt="" size={48} className="size-12" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900">{product.productName}</p>
                  <p className="text-sm text-gray-600">
                    {product.brandName} · {product.size} · {product.quantityInEachPack} pads · {formatRupees(product.price)}
                    {product.hidden ? ' · Hidden' : ''}
                  </p>
                </div>
                <Button variant="secondary" className="px-3" onClick={() => setEditing(product)}>
                  Edit
                </Button>
                <Button variant="ghost" className="px-3" onClick={() => void toggleHidden(product)}>
                  {product.hidden ? 'Show' : 'Hide'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <CatalogExtras />
      <SearchSynonyms />
    </>
  );
}
