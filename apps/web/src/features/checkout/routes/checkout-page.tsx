import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import {
  deliveryAddressSchema,
  MAX_LINE_QUANTITY,
  ORDER_MESSAGES,
  orderRefusalSchema,
  type OrderSummary as Figures,
} from '@padstore/domain';
import { DELIVERY_MESSAGES, MESSAGES, PAYMENT_MESSAGES } from '@padstore/domain/messages';
import type { DeliveryType } from '@padstore/domain/delivery';
import { rupeesToPaise } from '@padstore/domain/money';
import { orderSummaryInRupees, orderTotals } from '@padstore/domain/totals';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatArrival, formatRupees } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n';
import { AddressFields, useChangeNotificationSettings, WhatsAppYesAtCheckout } from '../../account';
import { useFillUntilTouched } from '../../../lib/use-fill-until-touched';
import { useUser } from '../../../lib/user';
import { CouponField, useCart, useCoupon, useForgetCoupon } from '../../cart';
import { useProduct } from '../../catalog';
import { ProductImage } from '../../../components/product-image';
import { OrderSummary, usePlaceOrder } from '../../orders';
import { NotDeliveredNotice, useEmergencyFee, useServiceability } from '../../delivery';
import { Toggle } from '../components/toggle';
import { payInGatewayCheckout } from '../components/gateway-checkout';
import { usePaymentOptions } from '../api/get-payment-options';
import { useVerifyPayment } from '../api/verify-payment';
import { CheckoutPolicies } from '../../seller';

type AddressForm = z.input<typeof deliveryAddressSchema>;
interface Line {
  productId: string;
  productName: string;
  image: string;
  price: number;
  quantity: number;
}

/**
 * The promise the API answers for her pin code, as a sentence after its message, its arrival said the one
 * way (sayArrival): 'Same-day delivery, today by 9 PM.', 'अगले दिन डिलीवरी, कल रात 9 बजे तक।'.
 */
const PROMISE_SENTENCES: Record<DeliveryType, string> = {
  express: msg('Express delivery in 30-60 minutes.'),
  same_day: msg('Same-day delivery, {when}.'),
  next_day: msg('Next-day delivery, {when}.'),
};

/** /checkout (the cart) and /checkout/{productId} (buy now): address, delivery choices, summary, Place Order. */
export function CheckoutPage() {
  const t = useT();
  const promiseSentence = (promise: { type: DeliveryType; to: string }) =>
    t(PROMISE_SENTENCES[promise.type], { when: formatArrival(promise.to, new Date()) });
  const { id: productId } = useParams();
  const navigate = useNavigate();
  const user = useUser();
  const cart = useCart(!productId);
  const product = useProduct(productId ?? '');
  const fee = useEmergencyFee();
  const place = usePlaceOrder();
  const verify = useVerifyPayment();
  const paymentOptions = usePaymentOptions();
  // Paying now is offered only when the store has a gateway; otherwise the switch stays on, and says so.
  const checkoutUrl = paymentOptions.data?.payNow ? paymentOptions.data.checkoutUrl : null;
  const [payOnDelivery, setPayOnDelivery] = useState(true);
  const paysNow = Boolean(checkoutUrl) && !payOnDelivery;
  const [quantity, setQuantity] = useState(1);
  const [express, setExpress] = useState(false);
  const [discreet, setDiscreet] = useState(true);
  // Her yes to WhatsApp, unticked until she ticks it; saved once the order is placed.
  const [whatsappYes, setWhatsappYes] = useState(false);
  const changeSettings = useChangeNotificationSettings();
  const [failure, setFailure] = useState<string | null>(null);
  // A placing refused because the total changed: the new figures, shown plainly until she places again.
  // Kept with the figures she had seen, so that it goes as soon as anything of the order changes.
  const [refused, setRefused] = useState<{ seen: Figures; now: Figures } | null>(null);
  const forgetCoupon = useForgetCoupon();
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);

  const profile = user.data;
  const form = useForm<AddressForm, unknown, z.output<typeof deliveryAddressSchema>>({
    resolver: zodResolver(deliveryAddressSchema),
    defaultValues: { name: '', plotNumber: '', street: '', address: '', pinCode: '' },
  });
  // Her saved address fills the form when her profile arrives, unless she has started on it already.
  const fill = useFillUntilTouched(form, profile, (saved) => ({
    name: saved.fullName,
    plotNumber: saved.plotNumber,
    street: saved.street,
    address: saved.address,
    pinCode: saved.pinCode,
  }));
  const pinCode = useWatch({ control: form.control, name: 'pinCode' });
  const deliveryPinCode = String(pinCode ?? '').trim();
  const serviceability = useServiceability(deliveryPinCode, productId);
  // Said again beside Place Order: on a phone the address is screens above it.
  const notDelivered = serviceability.data?.served === false;

  const lines: Line[] | undefined = productId
    ? product.data && [
        {
          productId: product.data._id,
          productName: product.data.productName,
          image: product.data.image,
          price: product.data.price,
          quantity,
        },
      ]
    : cart.data?.items.map((item) => ({
        productId: item.productId._id,
        productName: item.productId.productName,
        image: item.productId.image,
        price: item.price,
        quantity: item.quantity,
      }));
  const loading = productId ? product.isPending : cart.isPending;
  const loadError = productId ? product.error : cart.error;
  // The offer's discount is the server's, asked again whenever the lines, the quantity or express change.
  const coupon = useCoupon(
    {
      ...(productId ? { productId, quantity } : {}),
      emergencyDelivery: express ? 'true' : 'false',
      // An offer of some branches is for their pin codes: the one she delivers to, once it is a whole one.
      ...(/^\d{6}$/.test(deliveryPinCode) ? { pinCode: deliveryPinCode } : {}),
    },
    productId ? null : lines?.map((line) => [line.productId, line.quantity]),
  );
  const ownSummary = orderSummaryInRupees(
    orderTotals(
      (lines ?? []).map((line) => ({ unitPricePaise: rupeesToPaise(line.price), quantity: line.quantity })),
      express ? rupeesToPaise(fee.data ?? 0) : 0,
    ),
  );
  const summary = coupon.summary ?? ownSummary;
  const newTotal = refused && JSON.stringify(refused.seen) === JSON.stringify(summary) ? refused.now : null;
  const maxQuantity = Math.min(MAX_LINE_QUANTITY, serviceability.data?.availableQuantity ?? MAX_LINE_QUANTITY);

  const onSubmit = form.handleSubmit(async (deliveryAddress) => {
    setFailure(null);
    setRefused(null);
    try {
      const answer = await place.mutateAsync({
        productId,
        idempotencyKey,
        body: {
          deliveryAddress,
          // On: she pays the rider (cash or UPI). Off, where the store has a gateway: she pays now.
          paymentMode: !paysNow,
          emergencyDelivery: express ? 'true' : 'false',
          discreetPackaging: discreet,
          ...(productId ? { quantity } : {}),
          ...(coupon.acceptedCode ? { couponCode: coupon.acceptedCode } : {}),
          // The total she sees: if the order would now come to another, placing is refused with the new one.
          expectedTotal: (newTotal ?? summary).totalAmount,
        },
      });
      forgetCoupon();
      // Her yes to WhatsApp is saved beside the order, never in its way: a failure leaves it unsaid.
      if (whatsappYes) changeSettings.mutate({ whatsappConsent: true });
      if (answer.payment && checkoutUrl) {
        // The gateway's own page takes her card or UPI; the server decides she paid.
        const paid = await payInGatewayCheckout(checkoutUrl, answer.payment, answer.order.orderNumber);
        // Closed without paying: the order waits (Place Order again opens the same payment), then is released.
        if (!paid) return setFailure(t(PAYMENT_MESSAGES.notPaidYet));
        await verify.mutateAsync({ orderId: answer.order._id, ...paid });
      }
      navigate(`/order-success/${answer.order._id}`, { replace: true });
    } catch (error) {
      // A refusal of placing says why in its flags (the API's 409 answer); any other failure is shown as it is.
      const refusal = error instanceof ApiError ? orderRefusalSchema.safeParse(error.body).data : undefined;
      if (refusal?.isBranchAvailableAtLocation === false) return navigate('/disclaimer');
      // The products short go with this visit of the page (router state), not in its address: see the page.
      if (refusal?.isStockAvailable === false)
        return navigate('/disclaimerForOutofStock', { state: { shortProducts: refusal.shortProducts ?? [] } });
      // Refused because the total is not the one shown (an offer ran out, a price changed): the new one, plainly.
      if (refusal?.orderSummary) setRefused({ seen: summary, now: refusal.orderSummary });
      // Her code itself was refused (used up meanwhile, say): the field asks again and says why.
      if (refusal?.reason && coupon.code) coupon.apply(coupon.code);
      setFailure(errorMessage(error, t(MESSAGES.placeOrderFailed)));
    }
  });

  if (loading) {
    return (
      <Page title={t('Order Summary')}>
        <Skeleton className="h-96 rounded-2xl" />
      </Page>
    );
  }
  if (loadError || !lines) {
    return (
      <Page title={t('Order Summary')}>
        <ErrorState message={errorMessage(loadError)} />
      </Page>
    );
  }
  // An empty cart has nothing to check out, unless it was just emptied by placing this order.
  if (lines.length === 0 && place.isIdle) return <Navigate to="/cart" replace />;

  const errors = form.formState.errors;
  return (
    <Page title={t('Order Summary')}>
      <form {...fill.formProps} onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Card>
            <h2 className="mb-4 text-lg font-bold text-gray-900">{t('Delivery address')}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('Name')}
                autoComplete="name"
                error={errors.name?.message && t(errors.name.message)}
                {...form.register('name')}
              />
              <AddressFields
                pinCodeFirst
                errors={errors}
                fields={{
                  address: form.register('address'),
                  pinCode: form.register('pinCode'),
                  plotNumber: form.register('plotNumber'),
                  street: form.register('street'),
                }}
              />
            </div>
            <div role="status">
              {serviceability.data && (
                <div className="mt-4">
                  {serviceability.data.served ? (
                    <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
                      {`${serviceability.data.message} ${promiseSentence(express ? serviceability.data.expressPromise : serviceability.data.promise)}`}
                    </p>
                  ) : (
                    <NotDeliveredNotice pinCode={deliveryPinCode} message={serviceability.data.message} />
                  )}
                </div>
              )}
            </div>
          </Card>

          <Card>
            <h2 className="mb-2 text-lg font-bold text-gray-900">{t('Items')}</h2>
            <ul className="divide-y divide-gray-200">
              {lines.map((line) => (
                <li key={line.productId} className="flex items-center gap-3 py-3">
                  <div className="w-14 shrink-0 rounded-lg bg-brand-50 p-1">
                    <ProductImage image={line.image} alt={line.productName} size={56} />
                  </div>
                  <div className="flex-1">
                    <p className="font-medium text-gray-900">{line.productName}</p>
                    <p className="text-sm text-gray-600">
                      {formatRupees(line.price)} × {line.quantity}
                    </p>
                  </div>
                  {productId && (
                    <div className="inline-flex items-center rounded-lg border border-gray-300" role="group" aria-label={t('Quantity')}>
                      <button
                        type="button"
                        className="size-10 font-bold disabled:text-gray-300"
                        aria-label={t('One fewer')}
                        disabled={quantity <= 1}
                        onClick={() => setQuantity(quantity - 1)}
                      >
                        −
                      </button>
                      <span className="min-w-8 text-center font-semibold">{quantity}</span>
                      <button
                        type="button"
                        className="size-10 font-bold disabled:text-gray-300"
                        aria-label={t('One more')}
                        disabled={quantity >= maxQuantity}
                        onClick={() => setQuantity(quantity + 1)}
                      >
                        +
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </Card>

          <Card className="divide-y divide-gray-200 py-2 sm:py-2">
            {checkoutUrl ? (
              <Toggle
                label={t(PAYMENT_MESSAGES.payOnDelivery)}
                hint={t(payOnDelivery ? PAYMENT_MESSAGES.payOnDeliveryHint : PAYMENT_MESSAGES.payNowHint)}
                checked={payOnDelivery}
                onChange={setPayOnDelivery}
              />
            ) : (
              // Without a gateway the store takes no payment before the door, and says so plainly.
              <Toggle
                label={t(PAYMENT_MESSAGES.payOnDelivery)}
                hint={
                  <>
                    <span className="block font-semibold text-gray-900">{t(ORDER_MESSAGES.payOnDeliveryOnly)}</span>
                    <span className="block">{t(PAYMENT_MESSAGES.payOnDeliveryHint)}</span>
                  </>
                }
                checked
                fixed
              />
            )}
            <Toggle
              label={t('Express delivery (30-60 minutes)')}
              hint={`${t('Emergency charge')}: ${t('Pay {amount} extra', { amount: formatRupees(fee.data ?? 0) })}`}
              checked={express}
              onChange={setExpress}
            />
            <Toggle
              label={t('Discreet packaging')}
              hint={t('A plain package with nothing on it that says what is inside.')}
              checked={discreet}
              onChange={setDiscreet}
            />
            <WhatsAppYesAtCheckout checked={whatsappYes} onChange={setWhatsappYes} />
          </Card>
        </div>

        <Card className="h-fit space-y-4 lg:sticky lg:top-20">
          <h2 className="text-lg font-bold text-gray-900">{t('Order summary')}</h2>
          <OrderSummary summary={newTotal ?? summary} />
          <CouponField coupon={coupon} asForm={false} />
          <CheckoutPolicies />
          {failure && (
            <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              <p>{failure}</p>
              {newTotal && <p className="mt-1 font-bold">{t('New total: {amount}', { amount: formatRupees(newTotal.totalAmount) })}</p>}
            </div>
          )}
          {notDelivered && (
            <p id="not-delivered" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
              {t(DELIVERY_MESSAGES.notDelivered(deliveryPinCode))}
            </p>
          )}
          <Button
            type="submit"
            className="w-full"
            busy={place.isPending || verify.isPending}
            busyText={t('Placing Order...')}
            aria-describedby={notDelivered ? 'not-delivered' : undefined}
          >
            {t('Place Order')}
          </Button>
        </Card>
      </form>
    </Page>
  );
}
