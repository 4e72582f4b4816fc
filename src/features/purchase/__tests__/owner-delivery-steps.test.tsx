import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { DeliveryStep } from '../components/delivery-step';
import { OwnerStep } from '../components/owner-step';
import { fill } from './fixtures';

const dealer = (id: string, location: string, distance: number) => ({
  __typename: 'PurchaseDealer',
  id,
  code: id,
  location,
  address1: 'Jl. Sudirman 1',
  address2: null,
  city: 'Jakarta Selatan',
  state: 'DKI Jakarta',
  country: 'Indonesia',
  zipCode: '12190',
  latitude: -6.22,
  longitude: 106.8,
  operatingHours: 'Mon–Sun 10:00–21:00',
  distance,
  distanceLabel: `${distance} km`,
  default: distance < 2,
});

describe('OwnerStep', () => {
  it('refuses bad input without a request, keeps what was typed in the persisted state, and shows server field errors', async () => {
    const inputs: Record<string, unknown>[] = [];
    server.use(
      shopApi.mutation('SetPurchaseOwner', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: {
            setPurchaseOwner: {
              __typename: 'PurchaseInputError',
              errorCode: 'PURCHASE_INVALID_INPUT',
              message: 'invalid',
              fieldErrors: [{ __typename: 'PurchaseFieldError', field: 'identityCardNumber', code: 'NIK_INVALID' }],
            },
          },
        });
      }),
    );
    const onDone = vi.fn();
    const { store } = renderWithProviders(<OwnerStep signedIn={false} onDone={onDone} />, { locale: 'id' });
    const t = id.Purchase;
    const e = id.FormErrors;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.fields.ownerName, { exact: false }), 'Dewi 123');
    await user.type(screen.getByLabelText(t.fields.identityCardNumber, { exact: false }), '12345');
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(fill(e.LETTERS_ONLY, { field: t.fields.ownerName }))).toBeInTheDocument();
    expect(screen.getByText(fill(e.NIK_LENGTH, { field: t.fields.identityCardNumber }))).toBeInTheDocument();
    expect(screen.getByText(fill(e.REQUIRED, { field: t.fields.email }))).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    // Typed values are in the persisted purchase state already (back, forward and reload keep them).
    expect(store.getState().purchase.dataOwner.identityCardNumber).toBe('12345');

    await user.clear(screen.getByLabelText(t.fields.ownerName, { exact: false }));
    await user.type(screen.getByLabelText(t.fields.ownerName, { exact: false }), 'Dewi Lestari');
    await user.clear(screen.getByLabelText(t.fields.identityCardNumber, { exact: false }));
    await user.type(screen.getByLabelText(t.fields.identityCardNumber, { exact: false }), '3171011205900001');
    await user.type(screen.getByLabelText(t.fields.email, { exact: false }), 'dewi@alva.example');
    await user.type(screen.getByLabelText(t.fields.phoneNumber, { exact: false }), '081234567890');
    await user.type(screen.getByLabelText(t.fields.address, { exact: false }), 'Jl. Sudirman No. 1');
    await user.selectOptions(await screen.findByLabelText(t.fields.province, { exact: false }), '31');
    await user.selectOptions(screen.getByLabelText(t.fields.city, { exact: false }), '3171');
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(fill(e.NIK_INVALID, { field: t.fields.identityCardNumber }))).toBeInTheDocument();
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({
      name: 'Dewi Lestari',
      identityCardNumber: '3171011205900001',
      provinceName: 'DKI Jakarta',
      cityName: 'Kota Jakarta Selatan',
      isBuyer: true,
      buyerName: null,
    });
    expect(onDone).not.toHaveBeenCalled();
  }, 90_000);

  it('offers the shared region list without a request, and a new province empties the city', async () => {
    renderWithProviders(<OwnerStep signedIn={false} onDone={vi.fn()} />);
    const t = en.Purchase;
    const user = userEvent.setup();
    const province = screen.getByLabelText(t.fields.province, { exact: false });
    const city = screen.getByLabelText(t.fields.city, { exact: false });
    // The 38 provinces and a first "choose" option, straight away (msw refuses any request nobody handles).
    expect(within(province).getAllByRole('option')).toHaveLength(39);
    expect(city).toBeDisabled();
    await user.selectOptions(province, '31');
    await user.selectOptions(city, '3171');
    expect(within(city).getByRole('option', { name: 'Kota Jakarta Selatan' })).toBeInTheDocument();
    expect(within(city).queryByRole('option', { name: 'Kota Bandung' })).not.toBeInTheDocument();
    await user.selectOptions(province, '32');
    expect(city).toHaveValue('');
    expect(within(city).getByRole('option', { name: 'Kota Bandung' })).toBeInTheDocument();
  });
});

describe('DeliveryStep', () => {
  it('lists dealers nearest first with opening hours and saves the pick-up', async () => {
    const inputs: unknown[] = [];
    server.use(
      shopApi.query('PurchaseDealers', () =>
        HttpResponse.json({
          data: { purchaseDealers: [dealer('1', 'Alva Senayan', 1.2), dealer('2', 'Alva Kemang', 6.5)] },
        }),
      ),
      shopApi.mutation('SetPurchaseDelivery', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { setPurchaseDelivery: { __typename: 'Order', id: '1' } } });
      }),
    );
    const onDone = vi.fn();
    const { store } = renderWithProviders(<DeliveryStep flow="MOTORCYCLE" onDone={onDone} />);
    const t = en.Purchase;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(fill(en.FormErrors.REQUIRED, { field: t.deliveryType }))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: new RegExp(t.pickup) }));
    const list = await screen.findByRole('group', { name: t.dealerQuestion });
    const radios = within(list).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      expect.stringContaining('Alva Senayan · 1.2 km'),
      expect.stringContaining('Alva Kemang · 6.5 km'),
    ]);
    expect(within(list).getAllByText(/Open Mon–Sun 10:00–21:00/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(en.FormErrors.DEALER_REQUIRED)).toBeInTheDocument();
    await user.click(radios[0]);
    await user.click(screen.getByRole('button', { name: t.continue }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(inputs).toEqual([{ type: 'PICKUP_AT_DEALER', dealerId: '1' }]);
    expect(store.getState().purchase.delivery.dealer?.location).toBe('Alva Senayan');
  });

  it.each(['OUTSIDE_JABODETABEK', 'TOO_FAR', 'LOCATION_UNDETERMINED'] as const)(
    'shows the SPEC §8 address message for %s in both languages',
    async (outcome) => {
      server.use(
        shopApi.query('CheckDeliveryAddress', () =>
          HttpResponse.json({
            data: {
              checkDeliveryAddress: {
                __typename: 'DeliveryAddressCheck',
                outcome,
                distanceKm: outcome === 'OUTSIDE_JABODETABEK' ? 4.2 : null,
                deliveryFee: outcome === 'OUTSIDE_JABODETABEK' ? 1_250_000_00 : null,
                nearestDealer: outcome === 'OUTSIDE_JABODETABEK' ? dealer('9', 'Alva Bandung', 4.2) : null,
              },
            },
          }),
        ),
      );
      for (const [locale, messages] of [
        ['en', en],
        ['id', id],
      ] as const) {
        const { unmount } = renderWithProviders(<DeliveryStep flow="MOTORCYCLE" onDone={vi.fn()} />, { locale });
        await userEvent.setup().click(screen.getByRole('radio', { name: new RegExp(messages.Purchase.homeDelivery) }));
        const check = await screen.findByTestId('address-check');
        await vi.waitFor(() => expect(check).toHaveTextContent(messages.Purchase.address[outcome]));
        if (outcome === 'OUTSIDE_JABODETABEK') expect(check).toHaveTextContent('Rp 1.250.000');
        unmount();
      }
    },
  );
});
