import { Button } from '../../../components/ui/button';
import type { StockOnHandAnswer } from '@padstore/domain';

export type StockProduct = StockOnHandAnswer['products'][number];

/** One line of a delivery, a transfer or a write-off as typed: the packs (and a cost price) still text. */
export interface StockLine {
  key: number;
  productId: string;
  quantity: string;
  costPrice: string;
}

export const control = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

let lastKey = 0;
export const newLine = (): StockLine => ({ key: ++lastKey, productId: '', quantity: '', costPrice: '' });

export const productLabel = (product: Pick<StockProduct, 'productName' | 'size'>) => `${product.productName} (${product.size})`;

/** The lines typed so far as the API takes them: blank lines left out, numbers as numbers (a stray letter stays for the schema to refuse). */
export const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The product-and-packs lines of a delivery, a transfer or a write-off: a product chosen from the
 * branch's list, the packs, and, for a delivery, the cost price of a pack.
 */
export function StockLinesEditor({
  form,
  lines,
  products,
  withCostPrice = false,
  onChange,
}: {
  /** Names the fields, so that two editors on a page are told apart ('Delivery line 1'). */
  form: string;
  lines: StockLine[];
  products: StockProduct[];
  withCostPrice?: boolean;
  onChange: (lines: StockLine[]) => void;
}) {
  const change = (key: number, field: keyof Omit<StockLine, 'key'>, value: string) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
  return (
    <div className="space-y-2">
      {lines.map((line, index) => (
        <fieldset
          key={line.key}
          aria-label={`${form} line ${index + 1}`}
          className={`grid items-end gap-2 ${withCostPrice ? 'grid-cols-[1fr_5rem] sm:grid-cols-[1fr_6rem_7rem_auto]' : 'grid-cols-[1fr_5rem] sm:grid-cols-[1fr_6rem_auto]'}`}
        >
          <label className="col-span-2 text-sm sm:col-span-1">
            <span className="mb-1 block text-gray-600">Product</span>
            <select className={control} value={line.productId} onChange={(event) => change(line.key, 'productId', event.target.value)}>
              <option value="">Choose a product</option>
              {products.map((product) => (
                <option key={product.productId} value={product.productId}>
                  {productLabel(product)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Packs</span>
            <input
              className={control}
              inputMode="numeric"
              value={line.quantity}
              onChange={(event) => change(line.key, 'quantity', event.target.value)}
            />
          </label>
          {withCostPrice && (
            <label className="text-sm">
              <span className="mb-1 block text-gray-600">Cost a pack (₹)</span>
              <input
                className={control}
                inputMode="decimal"
                placeholder="Optional"
                value={line.costPrice}
                onChange={(event) => change(line.key, 'costPrice', event.target.value)}
              />
            </label>
          )}
          {lines.length > 1 && (
            <Button
              variant="ghost"
              className="self-end px-2"
              aria-label={`Remove ${form.toLowerCase()} line ${index + 1}`}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            >
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      <Button variant="ghost" className="px-2 text-brand-700" onClick={() => onChange([...lines, newLine()])}>
        + Add a product
      </Button>
    </div>
  );
}
