import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { OptionsStep } from '../components/options-step';
import { fill, quote } from './fixtures';

const couponError = (typename: string, errorCode: string) => ({
  data: { applyCouponCode: { __typename: typename, errorCode, message: 'x' } },
});

describe('OptionsStep coupons', () => {
  it.each([
    [
      'en',
      'WRONG',
      couponError('CouponCodeInvalidError', 'COUPON_CODE_INVALID_ERROR'),
      en.Purchase.errors.couponInvalid,
    ],
    [
      'en',
      'OLD2025',
      couponError('CouponCodeExpiredError', 'COUPON_CODE_EXPIRED_ERROR'),
      en.Purchase.errors.couponExpired,
    ],
    ['id', 'USEDUP', couponError('CouponCodeLimitError', 'COUPON_CODE_LIMIT_ERROR'), id.Purchase.errors.couponLimit],
    ['id', 'WRONG', couponError('CouponCodeInvalidError', 'COUPON_CODE_INVALID'), id.Purchase.errors.couponInvalid],
  ] as const)('(%s) refuses coupon %s with its translated message', async (locale, code, answer, text) => {
    const messages = locale === 'en' ? en : id;
    const sent: string[] = [];
    server.use(
      shopApi.mutation('PurchaseApplyCoupon', ({ variables }) => {
        sent.push(variables.couponCode);
        return HttpResponse.json(answer);
      }),
    );
    const onChanged = vi.fn();
    renderWithProviders(
      <OptionsStep flow="MOTORCYCLE" quote={quote()} refreshQuote={onChanged} onDone={vi.fn()} onBack={vi.fn()} />,
      { locale },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: messages.Purchase.fields.couponCode }), `${code}{Enter}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(sent).toEqual([code]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('applies and removes a good coupon, refreshing the quote each time', async () => {
    server.use(
      shopApi.mutation('PurchaseApplyCoupon', () =>
        HttpResponse.json({ data: { applyCouponCode: { __typename: 'Order', id: '1', couponCodes: ['HEMAT500'] } } }),
      ),
      shopApi.mutation('PurchaseRemoveCoupon', () =>
        HttpResponse.json({ data: { removeCouponCode: { __typename: 'Order', id: '1', couponCodes: [] } } }),
      ),
    );
    const refresh = vi.fn();
    const applied = quote({
      promotions: [{ name: 'Hemat 500 ribu', couponCode: 'HEMAT500', amount: -500_000_00 }],
    });
    const { store, rerender } = renderWithProviders(
      <OptionsStep flow="MOTORCYCLE" quote={quote()} refreshQuote={refresh} onDone={vi.fn()} onBack={vi.fn()} />,
    );
    const user = userEvent.setup();
    const t = en.Purchase;
    await user.type(screen.getByRole('textbox', { name: t.fields.couponCode }), 'HEMAT500');
    await user.click(screen.getByRole('button', { name: t.applyCoupon }));
    expect(await screen.findByText(fill(t.couponApplied, { code: 'HEMAT500' }))).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.getState().purchase.selectedPromo).toEqual(['HEMAT500']);

    rerender(
      <OptionsStep flow="MOTORCYCLE" quote={applied} refreshQuote={refresh} onDone={vi.fn()} onBack={vi.fn()} />,
    );
    expect(screen.getByText(t.promotionsTitle)).toBeInTheDocument();
    expect(screen.getByText('Hemat 500 ribu: -Rp 500.000')).toBeInTheDocument();
    await user.click(screen.getByLabelText(fill(t.removeCoupon, { code: 'HEMAT500' })));
    expect(await screen.findByText(fill(t.couponRemoved, { code: 'HEMAT500' }))).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('OptionsStep payment option', () => {
  it('saves a pre-order with a booking fee and the referral code', async () => {
    const inputs: unknown[] = [];
    server.use(
      shopApi.mutation('SetPurchaseOptions', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { setPurchaseOptions: { __typename: 'Order', id: '1' } } });
      }),
    );
    const onDone = vi.fn();
    const { store } = renderWithProviders(
      <OptionsStep flow="MOTORCYCLE" quote={quote()} refreshQuote={vi.fn()} onDone={onDone} onBack={vi.fn()} />,
    );
    const user = userEvent.setup();
    const t = en.Purchase;
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(fill(en.FormErrors.REQUIRED, { field: t.paymentOption }))).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: new RegExp(t.preOrder) }));
    await user.type(screen.getByRole('textbox', { name: t.fields.referralCode }), 'bad code!');
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(
      await screen.findByText(fill(en.FormErrors.ID_FORMAT, { field: t.fields.referralCode })),
    ).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: t.fields.referralCode }));
    await user.type(screen.getByRole('textbox', { name: t.fields.referralCode }), 'FRIEND_42');
    await user.click(screen.getByRole('button', { name: t.continue }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(inputs).toEqual([
      { purchaseOrderType: 'BOOKING', paymentOption: 'FULL_PAYMENT', referralCode: 'FRIEND_42' },
    ]);
    expect(store.getState().purchase.preOrder).toBe(true);
  });

  it("leads installment to the bike's installment offers instead of a dead end", async () => {
    renderWithProviders(
      <OptionsStep flow="MOTORCYCLE" quote={quote()} refreshQuote={vi.fn()} onDone={vi.fn()} onBack={vi.fn()} />,
      { locale: 'id' },
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: new RegExp(id.Purchase.installment) }));
    expect(screen.getByRole('link', { name: id.Purchase.installmentLink })).toHaveAttribute(
      'href',
      '/product/alva-one-1-battery/customize/payment/installment',
    );
    expect(screen.getByRole('button', { name: id.Purchase.continue })).toBeDisabled();
  });

  it('offers the shop cart full payment only', () => {
    renderWithProviders(
      <OptionsStep
        flow="SHOP_CART"
        quote={quote({ flow: 'SHOP_CART' })}
        refreshQuote={vi.fn()}
        onDone={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    expect(screen.getByText(en.Purchase.cartFullPaymentOnly)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
