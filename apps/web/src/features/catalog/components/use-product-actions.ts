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

  const addToCart = async (productId: string, quantity = 1) => {
    if (!token) return navigate('/register');
    try {
      const response = await add.mutateAsync({ productId, quantity });
      notify.success(response.message);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const buyNow = (productId: string) => navigate(token ? `/checkout/${productId}` : '/register');

  return { signedIn: Boolean(token), addToCart, buyNow, addingId };
}
