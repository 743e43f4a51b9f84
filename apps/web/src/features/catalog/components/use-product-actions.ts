import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useAddToCart } from '../../cart';

/**
 * Add to cart and Buy now, the same everywhere: a guest is sent to /register; a customer's add shows
 * 'Adding...' on that product only and refreshes the cart count.
 */
export function useProductActions() {
  const token = useToken();
  const navigate = useNavigate();
  const add = useAddToCart();
  const addingId = add.isPending ? add.variables?.productId : undefined;
  // A second tap on a product's Add to Cart while its first is on its way (before 'Adding...' is painted) is
  // the same wish: one pack per tap.
  const inFlight = useRef(new Set<string>());

  const addToCart = async (productId: string, quantity = 1) => {
    if (!token) return navigate('/register');
    if (inFlight.current.has(productId)) return;
    inFlight.current.add(productId);
    try {
      const response = await add.mutateAsync({ productId, quantity });
      notify.success(response.message);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      inFlight.current.delete(productId);
    }
  };
  const buyNow = (productId: string) => navigate(token ? `/checkout/${productId}` : '/register');

  return { signedIn: Boolean(token), addToCart, buyNow, addingId };
}
