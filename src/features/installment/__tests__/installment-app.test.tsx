import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { InstallmentApp } from '../components/installment-app';

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, String(value)), template);

function offer(provider: string, providerName: string, monthly: number, total: number, over: object = {}) {
  return {
    __typename: 'InstallmentOffer' as const,
    provider,
    providerName,
    tenorMonths: 24,
    downPaymentPercent: 20,
    downPayment: 6_000_000_00,
    flatRatePercent: 11.5,
    adminFee: 750_000_00,
    insurance: 300_000_00,
    monthlyInstalment: monthly,
    firstPayment: 6_750_000_00,
    totalPayment: total,
    costOfCredit: total - 30_000_000_00,
    requirements: ['IDENTITY_CARD', 'TAX_CARD'],
    available: true,
    ...over,
  };
}

function offers(sort: string | null | undefined) {
  const list = [
    offer('BFI', 'BFI Finance', 1_250_000_00, 36_750_000_00),
    offer('ADIRA', 'Adira Finance', 1_300_000_00, 36_000_000_00, { available: false }),
  ];
  if (sort === 'TOTAL') list.reverse();
  return {
    __typename: 'InstallmentOffers' as const,
    orderCode: 'ORD123',
    currencyCode: 'IDR',
    otrPrice: 30_000_000_00,
    downPaymentPercent: 20,
    tenorMonths: 24,
    downPaymentOptions: [10, 20, 30],
    tenors: [12, 24, 36],
    rejectedProviders: ['ADIRA'],
    offers: list,
  };
}

describe('InstallmentApp', () => {
  it('shows the offers side by side, re-sorts them on the server, and refuses to apply without the agreements', async () => {
    const sorts: Array<string | null | undefined> = [];
    const applied = vi.fn();
    let applyBody: Record<string, unknown> | null = null;
    server.use(
      shopApi.query('InstallmentOffers', ({ variables }) => {
        sorts.push(variables.sort as string | undefined);
        return HttpResponse.json({ data: { installmentOffers: offers(variables.sort as string) } });
      }),
      shopApi.query('ApplicantDocuments', () =>
        HttpResponse.json({
          data: {
            customerDocuments: [{ __typename: 'CustomerDocument', id: '1', type: 'IDENTITY_CARD', hasImage: true }],
          },
        }),
      ),
      shopApi.mutation('ApplyForInstallment', ({ variables }) => {
        applyBody = variables.input as Record<string, unknown>;
        return HttpResponse.json({
          data: {
            applyForInstallment: {
              __typename: 'OrderInstallment',
              orderCode: 'ORD123',
              productSlug: 'alva-one-1-battery',
              orderState: 'InstallmentRequested',
              currencyCode: 'IDR',
              downPaymentPaid: false,
              actions: [],
              current: null,
              previous: [],
            },
          },
        });
      }),
    );
    renderWithProviders(
      <InstallmentApp
        productSlug="alva-one-1-battery"
        orderCode={null}
        signedIn
        documentUploader={(type) => <span data-testid={`uploader-${type}`} />}
        onApplied={applied}
      />,
    );
    const bfi = await screen.findByTestId('offer-BFI');
    expect(within(bfi).getByText('Rp 1.250.000')).toBeInTheDocument();
    expect(within(bfi).getByText(en.Installment.lowestMonthly)).toBeInTheDocument();
    // A provider that declined this order cannot be chosen again.
    expect(within(screen.getByTestId('offer-ADIRA')).getByText(en.Installment.declinedBefore)).toBeInTheDocument();
    expect(within(screen.getByTestId('offer-ADIRA')).queryByRole('button')).toBeNull();

    fireEvent.change(screen.getByLabelText(en.Installment.sortBy), { target: { value: 'TOTAL' } });
    await waitFor(() => expect(sorts).toContain('TOTAL'));
    // The offers stay on screen while the new order loads; then the lowest total comes first.
    expect(screen.getByTestId('offer-BFI')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId(/^offer-/).map((e) => e.dataset.testid)).toEqual(['offer-ADIRA', 'offer-BFI']),
    );

    fireEvent.click(
      within(bfi).getByRole('button', { name: fill(en.Installment.choose, { provider: 'BFI Finance' }) }),
    );
    // The KTP is in the profile; the NPWP is missing, so its uploader shows.
    expect(await screen.findByTestId('uploader-TAX_CARD')).toBeInTheDocument();
    expect(screen.queryByTestId('uploader-IDENTITY_CARD')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Send the application/ }));
    expect(await screen.findByText(en.FormErrors.REQUIREMENTS_NOT_AGREED)).toBeInTheDocument();
    expect(screen.getByText(en.FormErrors.CONSENT_REQUIRED)).toBeInTheDocument();
    expect(applyBody).toBeNull();

    fireEvent.click(
      screen.getByRole('checkbox', { name: fill(en.Installment.agreeRequirements, { provider: 'BFI Finance' }) }),
    );
    fireEvent.click(
      screen.getByRole('checkbox', { name: fill(en.Installment.consentToShare, { provider: 'BFI Finance' }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Send the application/ }));
    await waitFor(() => expect(applied).toHaveBeenCalledWith('ORD123'));
    expect(applyBody).toEqual({
      provider: 'BFI',
      downPaymentPercent: 20,
      tenorMonths: 24,
      agreeRequirements: true,
      consentToShare: true,
    });
  });

  it('sends a buyer without an order to the product page (Indonesian)', async () => {
    server.use(
      shopApi.query('InstallmentOffers', () =>
        HttpResponse.json({
          data: {
            installmentOffers: {
              __typename: 'PurchaseOrderError',
              errorCode: 'NO_ACTIVE_ORDER_ERROR',
              message: 'There is no active order.',
            },
          },
        }),
      ),
    );
    renderWithProviders(
      <InstallmentApp
        productSlug="alva-cervo"
        orderCode={null}
        signedIn={false}
        documentUploader={() => null}
        onApplied={() => undefined}
      />,
      { locale: 'id' },
    );
    expect(await screen.findByText(id.Installment.noOrder)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: id.Installment.chooseBike })).toHaveAttribute(
      'href',
      '/product/alva-cervo',
    );
  });
});
