/**
 * Checked by `npm run typecheck` only (never run): calls the contract refuses must not compile. Each
 * `@ts-expect-error` fails the type check should the line below it start to compile.
 */
import { api } from './api-client';
import { answerApi } from '../test/render';

export function callsTheContractRefuses() {
  // @ts-expect-error: a path the API does not have
  void api('POST user/buyNowPlease', { body: {} });
  // @ts-expect-error: a path under the wrong method
  void api('GET user/buyNow');
  // @ts-expect-error: a body of the wrong shape (the reason is cancelReason)
  void api('PUT user/cancel/{id}', { params: { id: 'o1' }, body: { reason: 'Ordered by mistake' } });
  // @ts-expect-error: a path parameter missing
  void api('GET user/viewOrder/{id}');
  // @ts-expect-error: a body where the route takes none
  void api('GET user/orders', { body: { page: 1 } });
  // @ts-expect-error: a query value the route's schema does not know
  void api('GET admin/complaints', { query: { status: 'lost' } });
  void api('GET user/viewOrder/{id}', { params: { id: 'o1' } }).then((answer) => {
    // @ts-expect-error: a field the answer does not have
    void answer.order.deliveryPartner;
  });
  answerApi({
    // @ts-expect-error: a fake answer the API could not send (an order without its number and items)
    'GET user/viewOrder/{id}': () => ({ body: { order: { _id: 'o1' } } }),
  });
}
