import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_REASONS } from '@padstore/domain';
import { answerApi, renderPage, renderRoutes } from '../../../test/render';
import { CancelOrderPage } from './cancel-order-page';

afterEach(() => vi.unstubAllGlobals());

describe('cancel order page', () => {
  it('offers the five reasons and opens the text box only for Other', async () => {
    answerApi({});
    renderPage(<CancelOrderPage />, '/cancel-order/o1');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([...CANCEL_REASONS]);
    expect(screen.queryByLabelText('Tell us more')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Other'));
    expect(screen.getByLabelText('Tell us more')).toBeInTheDocument();
  });

  it("takes 'Please choose a reason' away as soon as she chooses one", async () => {
    answerApi({});
    renderPage(<CancelOrderPage />, '/cancel-order/o1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason for cancelling');
    await userEvent.click(screen.getByLabelText(CANCEL_REASONS[0]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Please choose a reason for cancelling')).not.toBeInTheDocument();
  });

  it('requires a reason, then sends it and goes to the orders', async () => {
    const calls = answerApi({ 'PUT user/cancel/{id}': () => ({ body: { message: 'Order cancelled successfully' } }) });
    const { router } = renderRoutes(
      [
        { path: '/cancel-order/:orderId', element: <CancelOrderPage /> },
        { path: '/orders', element: <p>orders</p> },
      ],
      '/cancel-order/o1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason for cancelling');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Other'));
    await userEvent.type(screen.getByLabelText('Tell us more'), 'Found them nearby');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: 'user/cancel/o1', body: { cancelReason: 'Found them nearby' } });
  });
});
