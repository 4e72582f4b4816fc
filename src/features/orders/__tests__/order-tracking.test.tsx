import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { OrderTracking } from '../components/order-tracking';
import type { OrderTracking as Tracking } from '../order-types';
import { orderTracking } from './fixtures';

function answer(order: Tracking | null) {
  server.use(shopApi.query('MyPurchaseOrder', () => HttpResponse.json({ data: { myPurchaseOrder: order } })));
}

describe('OrderTracking', () => {
  it('shows the step, the status message, each reached stage in Jakarta time and the plate progress', async () => {
    answer(
      orderTracking({
        progressStep: 4,
        statusMessage: 'ON_THE_WAY',
        timeline: [
          { __typename: 'OrderTimelineStage', key: 'PAID', reachedAt: '2026-11-20T17:45:00.000Z' },
          { __typename: 'OrderTimelineStage', key: 'PROCESSED', reachedAt: '2026-11-21T03:00:00.000Z' },
          { __typename: 'OrderTimelineStage', key: 'DELIVERY', reachedAt: null },
        ],
        plate: {
          __typename: 'OrderPlateProgress',
          status: 'PROCESSING',
          step: 0,
          estimatedAt: '2026-12-15T00:00:00.000Z',
          readyAt: null,
          collectedAt: null,
          delayReason: 'Samsat backlog',
        },
      }),
    );
    renderWithProviders(<OrderTracking code="ORD1001" />);
    expect(await screen.findByTestId('order-status')).toHaveTextContent(en.Orders.status.ON_THE_WAY);
    expect(screen.getByTestId('order-progress-step')).toHaveTextContent('Step 4 of 6');
    const timeline = within(screen.getByTestId('order-timeline'));
    const stages = timeline.getAllByRole('listitem');
    expect(stages[0]).toHaveTextContent(/Paid.*Nov 21, 2026, 12:45/);
    expect(stages[1]).toHaveTextContent(/Processed.*Nov 21, 2026, 10:00/);
    expect(stages[2]).toHaveTextContent(`Delivery${en.Orders.stageNotReached}`);
    expect(screen.getByTestId('plate-status')).toHaveTextContent('Estimated ready: December 15, 2026');
    expect(screen.getByTestId('plate-delay')).toHaveTextContent('Delayed: Samsat backlog');
  });

  it("breaks the total down into the items and the checkout's charges, the tax shown as included", async () => {
    answer(orderTracking());
    renderWithProviders(<OrderTracking code="ORD1001" />);
    const rows = (await screen.findByTestId('order-total')).closest('dl')!.querySelectorAll(':scope > div');
    expect([...rows].map((row) => row.textContent)).toEqual([
      'Alva One Rp 37.600.000',
      `${en.Orders.charges.TAX} ${en.Orders.includedInPrice}Rp 3.726.126`,
      `${en.Orders.charges.PAYMENT_FEE}Rp 4.000`,
      `${en.Orders.charges.SURCHARGE_DOCUMENT}Rp 1.500.000`,
      `${en.Orders.charges.DELIVERY_FEE}Rp 0`,
      `${en.Orders.total}Rp 39.104.000`,
    ]);
  });

  it('reads "ready to collect" for a pick-up and shows the booking table (Indonesian)', async () => {
    answer(
      orderTracking(
        { deliveryType: 'PICKUP_AT_DEALER', dealerName: 'Alva Kemang', progressStep: 2, progressStepCount: 4 },
        { kind: 'BOOKING', state: 'Shipping' },
      ),
    );
    renderWithProviders(<OrderTracking code="ORD1001" />, { locale: 'id' });
    expect(await screen.findByTestId('order-state')).toHaveTextContent(id.Orders.stateShippingPickup);
    expect(screen.getByText('Diambil di Alva Kemang')).toBeInTheDocument();
    expect(screen.getByTestId('order-progress-step')).toHaveTextContent('Langkah 3 dari 5');
  });

  it('says "not found" for an order that is not the customer\'s', async () => {
    answer(null);
    renderWithProviders(<OrderTracking code="NOTMINE" />);
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent(en.Orders.notFoundTitle);
  });

  it('shows the cancellation with its reason and the refund state', async () => {
    answer(
      orderTracking(
        {
          cancellation: {
            __typename: 'OrderCancellation',
            reason: 'FOUND_CHEAPER',
            otherReason: null,
            cancelledAt: '2026-11-21T02:00:00.000Z',
            refund: {
              __typename: 'OrderRefund',
              status: 'SETTLED',
              amount: 3_910_400_000,
              createdAt: '2026-11-21T02:00:00.000Z',
              settledAt: '2026-11-22T02:00:00.000Z',
            },
          },
        },
        { state: 'Cancelled', actions: ['RECEIPT'] },
      ),
    );
    renderWithProviders(<OrderTracking code="ORD1001" />);
    const section = within(await screen.findByTestId('order-cancellation'));
    expect(section.getByText(`Reason: ${en.Orders.reasons.FOUND_CHEAPER}`)).toBeInTheDocument();
    expect(section.getByTestId('refund')).toHaveTextContent(`Refund of Rp 39.104.000${en.Orders.refund.SETTLED}`);
    expect(screen.queryByTestId('order-progress')).toBeNull();
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('hand-over code (%s): format, wrong code on the field, lock for the form', async (locale, messages) => {
    answer(orderTracking({}, { state: 'Shipping', actions: ['TRACK', 'CONFIRM_HANDOVER'] }));
    let call = 0;
    server.use(
      shopApi.mutation('ConfirmOrderHandover', () => {
        call += 1;
        const errorCode = call === 1 ? 'HANDOVER_CODE_INVALID' : 'HANDOVER_CODE_LOCKED';
        return HttpResponse.json({
          data: { confirmOrderHandover: { __typename: 'OrderActionError', errorCode, message: 'x' } },
        });
      }),
    );
    renderWithProviders(<OrderTracking code="ORD1001" />, { locale });
    const field = await screen.findByRole('textbox', { name: messages.Orders.handoverCode });
    const submit = screen.getByRole('button', { name: messages.Orders.handoverSubmit });
    await userEvent.type(field, '12a');
    await userEvent.click(submit);
    expect(
      await screen.findByText(
        messages.FormErrors.HANDOVER_CODE_FORMAT.replace('{field}', messages.Orders.handoverCode),
      ),
    ).toBeInTheDocument();
    expect(call).toBe(0);
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(submit);
    expect(await screen.findByText(messages.FormErrors.HANDOVER_CODE_INVALID)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(submit);
    expect(await within(screen.getByTestId('handover')).findByRole('alert')).toHaveTextContent(
      messages.Orders.errors.HANDOVER_CODE_LOCKED,
    );
  });
});
