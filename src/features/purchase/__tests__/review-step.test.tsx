import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { formatRupiah } from '@/lib/money';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { QuoteLines } from '../components/quote-lines';
import { ReviewStep } from '../components/review-step';
import { fill, methods, payment, quote } from './fixtures';

function renderReview(locale: 'en' | 'id' = 'en', onPlaced = vi.fn()) {
  return renderWithProviders(
    <ReviewStep
      quote={quote()}
      quoteLoading={false}
      quoteFailed={false}
      refreshQuote={vi.fn()}
      signedIn
      onBack={vi.fn()}
      onGoToStep={vi.fn()}
      onPlaced={onPlaced}
    />,
    { locale },
  );
}

describe('QuoteLines', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)('shows every charge line of the server quote in rupiah (%s)', (locale, messages) => {
    renderWithProviders(<QuoteLines quote={quote()} />, { locale });
    const lines = screen.getByTestId('quote-lines');
    const t = messages.Purchase.charges;
    for (const [label, amount] of [
      [t.PRICE, 37_500_000_00],
      [t.TAX, 3_716_216_00],
      [t.PAYMENT_FEE, 4_000_00],
      [t.SURCHARGE_DOCUMENT, 1_250_000_00],
      [t.DELIVERY_FEE, 350_000_00],
    ] as const) {
      const row = within(lines).getByText(label, { exact: false }).closest('div')!;
      expect(row).toHaveTextContent(formatRupiah(amount));
    }
    expect(screen.getByTestId('quote-total')).toHaveTextContent('Rp 39.104.000');
  });

  it('shows the booking fee due now and the remainder of a pre-order', () => {
    renderWithProviders(
      <QuoteLines
        quote={quote({ purchaseOrderType: 'BOOKING', amountDueNow: 500_000_00, remainingAmount: 38_604_000_00 })}
      />,
    );
    expect(screen.getByTestId('quote-due-now')).toHaveTextContent('Rp 500.000');
    expect(screen.getByText(en.Purchase.remainingLater).closest('div')).toHaveTextContent('Rp 38.604.000');
  });
});

describe('ReviewStep', () => {
  it('asks for a method and the terms before placing, then places the order once however often pay is pressed', async () => {
    const calls: { idempotencyKey: string; paymentMethodCode: string; acceptTerms: boolean }[] = [];
    server.use(
      shopApi.query('PurchasePaymentMethods', () => HttpResponse.json({ data: { purchasePaymentMethods: methods } })),
      shopApi.mutation('PlacePurchaseOrder', async ({ variables }) => {
        calls.push(variables.input);
        await delay(150);
        return HttpResponse.json({ data: { placePurchaseOrder: payment() } });
      }),
    );
    const onPlaced = vi.fn();
    const { store } = renderReview('en', onPlaced);
    const user = userEvent.setup();
    const t = en.Purchase;
    // One status line until the methods arrive, then the whole form at once (nothing below it moves as it loads).
    expect(screen.getByRole('status')).toHaveTextContent(t.methodsLoading);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const payButton = await screen.findByRole('button', { name: fill(t.pay, { amount: 'Rp 39.104.000' }) });
    await user.click(payButton);
    expect(await screen.findByText(en.FormErrors.METHOD_REQUIRED)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /BCA virtual account/ }));
    expect(await screen.findByText(en.FormErrors.TERMS_REQUIRED)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: new RegExp(t.termsLabel) }));
    // Three presses in the same tick (before React re-renders the busy button) and a double click afterwards.
    fireEvent.click(payButton);
    fireEvent.click(payButton);
    fireEvent.click(payButton);
    await user.setup({ pointerEventsCheck: 0 }).dblClick(payButton);
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith('ORD123'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ paymentMethodCode: 'va-bca', acceptTerms: true });
    expect(calls[0].idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(store.getState().purchase.orderCode).toBe('ORD123');
    expect(store.getState().purchase.paymentMethod).toBe('va-bca');
  });

  it('shows a refused placement in the page language and sends the same key again on the next try', async () => {
    const keys: string[] = [];
    server.use(
      shopApi.query('PurchasePaymentMethods', () => HttpResponse.json({ data: { purchasePaymentMethods: methods } })),
      shopApi.mutation('PlacePurchaseOrder', ({ variables }) => {
        keys.push(variables.input.idempotencyKey);
        return HttpResponse.json({
          data: {
            placePurchaseOrder: {
              __typename: 'PurchaseOrderError',
              errorCode: 'INSUFFICIENT_STOCK_ERROR',
              message: 'out of stock',
              missing: [],
            },
          },
        });
      }),
    );
    renderReview('id');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /QRIS/ }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(id.Purchase.termsLabel) }));
    const payButton = screen.getByRole('button', { name: fill(id.Purchase.pay, { amount: 'Rp 39.104.000' }) });
    await user.click(payButton);
    expect(await screen.findByText(id.Purchase.errors.insufficientStock)).toBeInTheDocument();
    await user.click(payButton);
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBe(keys[1]);
  });
});
