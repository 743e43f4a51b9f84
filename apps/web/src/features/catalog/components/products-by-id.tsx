import { Skeleton } from '../../../components/ui/skeleton';
import { useProduct } from '../api/get-product';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid';
import { useProductActions } from './use-product-actions';

type Actions = ReturnType<typeof useProductActions>;

function ProductById({ id, actions }: { id: string; actions: Actions }) {
  const product = useProduct(id);
  // On its way: a card's place, pulsing, rather than nothing that the card then pushes the page down from.
  if (product.isPending)
    return (
      <li>
        <Skeleton className="h-32 rounded-2xl sm:h-80" />
      </li>
    );
  // A product since hidden or removed is left out rather than shown as an error.
  if (!product.data) return null;
  return (
    <li>
      <ProductCard
        product={product.data}
        signedIn={actions.signedIn}
        adding={actions.addingId === id}
        onAdd={(productId) => void actions.addToCart(productId)}
        onBuy={actions.buyNow}
      />
    </li>
  );
}

/** Products named by their ids, as the product grid shows them (each with its stepper once in the cart). */
export function ProductsById({ ids, pending = false }: { ids: string[]; pending?: boolean }) {
  const actions = useProductActions();
  if (pending) return <ProductGridSkeleton count={2} />;
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
      {ids.map((id) => (
        <ProductById key={id} id={id} actions={actions} />
      ))}
    </ul>
  );
}
