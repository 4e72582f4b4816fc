import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { ORDER_CANCELLATION_REASONS } from '../order-schemas';
import { orderTracking } from './fixtures';

const fill = (template: string, field: string) => template.replace('{field}', field);

describe.each([
  ['en', en],
  ['id', id],
] as const)('CancelOrderDialog (%s)', (locale, messages) => {
  const t = messages.Orders;

  it("lists SPEC §8's seven reasons and asks for one before calling the server", async () => {
    const calls = vi.fn();
    server.use(shopApi.mutation('CancelPurchaseOrder', calls));
    renderWithProviders(<CancelOrderDialog code="ORD1" onClose={vi.fn()} onCancelled={vi.fn()} />, { locale });
    for (const reason of ORDER_CANCELLATION_REASONS) {
      expect(screen.getByRole('radio', { name: t.reasons[reason] })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: t.cancelSubmit }));
    expect(await screen.findByText(fill(messages.FormErrors.REQUIRED, t.cancelReason))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: t.reasons.MODIFY_CUSTOMIZATION })).toHaveFocus();
    expect(calls).not.toHaveBeenCalled();
  });

  it('asks for the free text with "others": required, then at least 3 characters', async () => {
    const calls = vi.fn();
    server.use(shopApi.mutation('CancelPurchaseOrder', calls));
    renderWithProviders(<CancelOrderDialog code="ORD1" onClose={vi.fn()} onCancelled={vi.fn()} />, { locale });
    await userEvent.click(screen.getByRole('radio', { name: t.reasons.OTHER }));
    await userEvent.click(screen.getByRole('button', { name: t.cancelSubmit }));
    const other = screen.getByRole('textbox', { name: t.cancelOther });
    expect(await screen.findByText(fill(messages.FormErrors.REQUIRED, t.cancelOther))).toBeInTheDocument();
    expect(other).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(other, 'ab');
    expect(await screen.findByText(fill(messages.FormErrors.TOO_SHORT, t.cancelOther))).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the reason and the text, and reports the cancelled order', async () => {
    let variables: Record<string, unknown> | undefined;
    server.use(
      shopApi.mutation('CancelPurchaseOrder', ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({
          data: { cancelPurchaseOrder: orderTracking({}, { code: 'ORD1', state: 'Cancelled' }) },
        });
      }),
    );
    const onCancelled = vi.fn();
    renderWithProviders(<CancelOrderDialog code="ORD1" onClose={vi.fn()} onCancelled={onCancelled} />, { locale });
    await userEvent.click(screen.getByRole('radio', { name: t.reasons.OTHER }));
    await userEvent.type(screen.getByRole('textbox', { name: t.cancelOther }), '  Moving to Bali  ');
    await userEvent.click(screen.getByRole('button', { name: t.cancelSubmit }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(variables).toEqual({ code: 'ORD1', reason: 'OTHER', otherReason: 'Moving to Bali' });
  });

  it("shows the server's refusal (shipped meanwhile) and the server's field error", async () => {
    let call = 0;
    server.use(
      shopApi.mutation('CancelPurchaseOrder', () => {
        call += 1;
        return HttpResponse.json({
          data: {
            cancelPurchaseOrder:
              call === 1
                ? { __typename: 'OrderActionError', errorCode: 'ORDER_NOT_CANCELLABLE', message: 'x' }
                : {
                    __typename: 'PurchaseInputError',
                    errorCode: 'PURCHASE_INVALID_INPUT',
                    message: 'x',
                    fieldErrors: [{ __typename: 'PurchaseFieldError', field: 'otherReason', code: 'TOO_LONG' }],
                  },
          },
        });
      }),
    );
    const onCancelled = vi.fn();
    renderWithProviders(<CancelOrderDialog code="ORD1" onClose={vi.fn()} onCancelled={onCancelled} />, { locale });
    await userEvent.click(screen.getByRole('radio', { name: t.reasons.FOUND_CHEAPER }));
    await userEvent.click(screen.getByRole('button', { name: t.cancelSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.errors.ORDER_NOT_CANCELLABLE);
    await userEvent.click(screen.getByRole('radio', { name: t.reasons.OTHER }));
    await userEvent.type(screen.getByRole('textbox', { name: t.cancelOther }), 'A real reason');
    await userEvent.click(screen.getByRole('button', { name: t.cancelSubmit }));
    expect(await screen.findByText(fill(messages.FormErrors.TOO_LONG, t.cancelOther))).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
