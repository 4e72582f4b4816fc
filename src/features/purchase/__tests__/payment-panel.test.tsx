import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { formatDuration } from '../components/countdown';
import { PaymentPanel } from '../components/payment-panel';
import { payment } from './fixtures';

describe('PaymentPanel', () => {
  it('shows the VA number, the amount and a live 24-hour countdown, then moves to success by itself when paid', async () => {
    let calls = 0;
    server.use(
      shopApi.query('PurchasePayment', () => {
        calls += 1;
        return HttpResponse.json({
          data: { purchasePayment: payment(calls < 2 ? {} : { status: 'SETTLED', orderState: 'PaymentSettled' }) },
        });
      }),
    );
    renderWithProviders(<PaymentPanel orderCode="ORD123" signedIn />);
    expect(await screen.findByTestId('va-number')).toHaveTextContent('12345678901');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('Rp 39.104.000');
    expect(screen.getByTestId('payment-countdown')).toHaveTextContent(/^23:59:(59|58|57)$/);
    // The page polls every few seconds: the sandbox's payment lands without a reload.
    expect(await screen.findByText(en.Purchase.paidFull, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en.Purchase.paidTitle })).toBeInTheDocument();
    expect(screen.queryByTestId('payment-countdown')).toBeNull();
  }, 30_000);

  it('offers a retry on the same order after an expired QRIS payment (Indonesian)', async () => {
    server.use(
      shopApi.query('PurchasePayment', () =>
        HttpResponse.json({
          data: {
            purchasePayment: payment({
              category: 'QRIS',
              paymentMethodCode: 'qris',
              status: 'EXPIRED',
              secondsLeft: 0,
              canRetry: true,
              reference: null,
            }),
          },
        }),
      ),
      shopApi.query('PurchasePaymentMethods', () => HttpResponse.json({ data: { purchasePaymentMethods: [] } })),
    );
    renderWithProviders(<PaymentPanel orderCode="ORD123" signedIn />, { locale: 'id' });
    expect(await screen.findByText(id.Purchase.paymentExpired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: id.Purchase.retryPayment })).toBeInTheDocument();
  });

  it('formats the countdown as hours, minutes and seconds', () => {
    expect(formatDuration(86_400)).toBe('24:00:00');
    expect(formatDuration(3_599)).toBe('00:59:59');
    expect(formatDuration(-5)).toBe('00:00:00');
  });
});
