import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { saveSessionToken } from '@/lib/cookies';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { OrderList } from '../components/order-list';
import type { OrderSummary } from '../order-types';
import { orderSummary } from './fixtures';

function listHandler(items: OrderSummary[], totalItems = items.length, seen?: { skip?: number | null }[]) {
  server.use(
    shopApi.query('MyPurchaseOrders', ({ variables }) => {
      seen?.push(variables as { skip?: number | null });
      return HttpResponse.json({ data: { myPurchaseOrders: { __typename: 'CustomerOrderList', totalItems, items } } });
    }),
  );
}

const card = async (code: string) => within(await screen.findByTestId(`order-${code}`));
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('OrderList', () => {
  // A signed-in customer's list: the page is signed-in only (its requests carry the session).
  beforeEach(() => saveSessionToken('session-1'));

  it('shows each order with its kind, state, amount, Jakarta date and only the actions the API allows', async () => {
    listHandler([
      orderSummary({
        code: 'WAIT1',
        state: 'PaymentAuthorized',
        paymentDeadline: inAnHour(),
        actions: ['PAY', 'TRACK', 'CANCEL'],
      }),
      orderSummary({ code: 'SHIP1', state: 'Shipping', actions: ['TRACK', 'RECEIPT'] }),
      orderSummary({
        code: 'BOOK1',
        kind: 'BOOKING',
        state: 'Cancelled',
        actions: ['TRACK', 'RECEIPT', 'BUY_AGAIN'],
        refundStatus: 'PENDING',
      }),
    ]);
    renderWithProviders(<OrderList onBuyAgain={vi.fn()} />);

    const waiting = await card('WAIT1');
    expect(waiting.getByText(en.Orders.kind.FULL_PURCHASE)).toBeInTheDocument();
    expect(waiting.getByTestId('order-state')).toHaveTextContent(en.Orders.state.PaymentAuthorized);
    expect(waiting.getByTestId('order-amount')).toHaveTextContent('Rp 39.104.000');
    // 17:30 UTC is half past midnight the next day in Jakarta.
    expect(waiting.getByText(/Nov 21, 2026, 12:30/)).toBeInTheDocument();
    const pay = waiting.getByRole('link', { name: `${en.Orders.actions.PAY}: order WAIT1` });
    expect(pay).toHaveAttribute('href', '/purchase?order=WAIT1');
    expect(waiting.getByText(/^Pay before /)).toBeInTheDocument();
    expect(waiting.getByRole('button', { name: `${en.Orders.actions.CANCEL}: order WAIT1` })).toBeInTheDocument();
    expect(waiting.queryByRole('link', { name: /Receipt/ })).toBeNull();

    const shipping = await card('SHIP1');
    expect(shipping.getByRole('link', { name: 'Track: order SHIP1' })).toHaveAttribute(
      'href',
      '/purchase/orders/SHIP1',
    );
    expect(shipping.getByRole('link', { name: 'Receipt: order SHIP1' })).toHaveAttribute(
      'href',
      '/api/orders/SHIP1/receipt?lang=en',
    );
    expect(shipping.queryByRole('link', { name: /Pay/ })).toBeNull();
    expect(shipping.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(shipping.queryByRole('button', { name: /Buy again/ })).toBeNull();

    const cancelled = await card('BOOK1');
    expect(cancelled.getByText(en.Orders.kind.BOOKING)).toBeInTheDocument();
    expect(cancelled.getByTestId('order-state')).toHaveTextContent(en.Orders.state.Cancelled);
    expect(cancelled.getByText(en.Orders.refund.PENDING)).toBeInTheDocument();
    expect(cancelled.getByRole('button', { name: 'Buy again: order BOOK1' })).toBeInTheDocument();
  });

  it('leads to the track page for what the customer must confirm there (booking, hand-over)', async () => {
    listHandler([
      orderSummary({ code: 'READY1', kind: 'BOOKING', state: 'Allocated', actions: ['TRACK', 'CONFIRM_BOOKING'] }),
      orderSummary({ code: 'HAND1', state: 'Shipping', actions: ['TRACK', 'CONFIRM_HANDOVER'] }),
    ]);
    renderWithProviders(<OrderList onBuyAgain={vi.fn()} />, { locale: 'id' });
    const ready = await card('READY1');
    expect(ready.getByRole('link', { name: `${id.Orders.actions.CONFIRM_BOOKING}: pesanan READY1` })).toHaveAttribute(
      'href',
      '/purchase/orders/READY1',
    );
    const handover = await card('HAND1');
    expect(
      handover.getByRole('link', { name: `${id.Orders.actions.CONFIRM_HANDOVER}: pesanan HAND1` }),
    ).toHaveAttribute('href', '/purchase/orders/HAND1');
    expect(handover.queryByRole('link', { name: /Konfirmasi booking/ })).toBeNull();
  });

  it('hides "pay" once the payment window has passed, even if the list is older than the deadline', async () => {
    listHandler([
      orderSummary({
        code: 'LATE1',
        state: 'PaymentAuthorized',
        paymentDeadline: new Date(Date.now() - 60_000).toISOString(),
        actions: ['PAY', 'TRACK'],
      }),
    ]);
    renderWithProviders(<OrderList onBuyAgain={vi.fn()} />);
    const late = await card('LATE1');
    expect(late.getByRole('link', { name: 'Track: order LATE1' })).toBeInTheDocument();
    expect(late.queryByRole('link', { name: /^Pay/ })).toBeNull();
  });

  it('says so in Indonesian when there are no orders, and offers the motorcycles', async () => {
    listHandler([]);
    renderWithProviders(<OrderList onBuyAgain={vi.fn()} />, { locale: 'id' });
    expect(await screen.findByText(id.Orders.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: id.Orders.emptyCta })).toHaveAttribute('href', '/product');
  });

  it('shows an error with a retry that loads the list again', async () => {
    let calls = 0;
    server.use(
      shopApi.query('MyPurchaseOrders', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ errors: [{ message: 'boom' }] });
        return HttpResponse.json({
          data: { myPurchaseOrders: { __typename: 'CustomerOrderList', totalItems: 1, items: [orderSummary()] } },
        });
      }),
    );
    renderWithProviders(<OrderList onBuyAgain={vi.fn()} />);
    expect(await screen.findByText(en.Orders.loadError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.Orders.retry }));
    expect(await screen.findByTestId('order-ORD1001')).toBeInTheDocument();
  });

  it('pages through more than ten orders', async () => {
    const seen: { skip?: number | null }[] = [];
    server.use(
      shopApi.query('MyPurchaseOrders', ({ variables }) => {
        seen.push(variables as { skip?: number | null });
        const skip = (variables as { skip: number }).skip;
        const items = Array.from({ length: skip === 0 ? 10 : 2 }, (_, i) => orderSummary({ code: `P${skip + i}` }));
        return HttpResponse.json({
          data: { myPurchaseOrders: { __typename: 'CustomerOrderList', totalItems: 12, items } },
        });
      }),
    );
    renderWithProviders(<OrderList onBuyAgain={vi.fn()} />);
    expect(await screen.findByTestId('order-P0')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.Orders.previous })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: en.Orders.next }));
    expect(await screen.findByTestId('order-P10')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByTestId('order-P0')).toBeNull();
    expect(seen.map((v) => v.skip)).toEqual([0, 10]);
  });

  it('hands "buy again" to the page and says so when the bike cannot be bought again', async () => {
    const order = orderSummary({ code: 'AGAIN1', actions: ['BUY_AGAIN'] });
    listHandler([order]);
    const onBuyAgain = vi.fn(async () => false);
    renderWithProviders(<OrderList onBuyAgain={onBuyAgain} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again: order AGAIN1' }));
    expect(onBuyAgain).toHaveBeenCalledWith(expect.objectContaining({ code: 'AGAIN1', productVariantId: '11' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Orders.buyAgainError);
  });
});
