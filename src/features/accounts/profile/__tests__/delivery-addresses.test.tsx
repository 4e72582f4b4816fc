import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../messages/en.json';
import id from '../../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { saveSessionToken } from '@/lib/cookies';
import { type DeliveryAddress, DeliveryAddresses } from '../delivery-addresses';

const saved: DeliveryAddress = {
  id: '11',
  name: 'Dewi Lestari',
  phoneNumber: '+6281234567890',
  address: 'Jl. Jend. Sudirman No. 5',
  provinceId: '31',
  provinceName: 'DKI Jakarta',
  cityId: '3173',
  cityName: 'Kota Jakarta Pusat',
  zipCode: '10220',
  isDefault: true,
};

const defaults = { name: 'Dewi Lestari', phoneNumber: '+6281234567890' };
const fill = (s: string, field: string) => s.replace('{field}', field);
/** A control's label (the required asterisk is part of the label's text). */
const lbl = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

describe('DeliveryAddresses', () => {
  // The forms send their requests with the signed-in customer's session.
  beforeEach(() => saveSessionToken('session-1'));

  it('says when there is no address yet, and when the list could not be loaded', () => {
    const { unmount } = renderWithProviders(<DeliveryAddresses initial={[]} defaults={defaults} />);
    expect(screen.getByText(en.Addresses.empty)).toBeInTheDocument();
    unmount();
    renderWithProviders(<DeliveryAddresses initial={null} defaults={defaults} />);
    expect(screen.getByRole('alert')).toHaveTextContent(en.Addresses.loadError);
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('refuses bad input with translated messages, then adds the address (%s)', async (locale, m) => {
    const t = m.Addresses;
    const e = m.FormErrors;
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      shopApi.mutation('CreateDeliveryAddressCustomer', ({ variables }) => {
        calls.push(variables.input);
        return HttpResponse.json({
          data: { createDeliveryAddressCustomer: { __typename: 'DeliveryAddress', ...saved, id: '12' } },
        });
      }),
    );
    renderWithProviders(<DeliveryAddresses initial={[]} defaults={defaults} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: t.add }));
    expect(screen.getByLabelText(lbl(t.name))).toHaveValue('Dewi Lestari');
    expect(screen.getByLabelText(lbl(t.city))).toBeDisabled();
    const save = screen.getByRole('button', { name: t.save });
    await userEvent.click(save);
    expect(screen.getByLabelText(lbl(t.address))).toHaveAccessibleDescription(fill(e.EMPTY, t.address));
    for (const label of [t.province, t.city, t.zipCode]) {
      expect(screen.getByLabelText(lbl(label))).toHaveAccessibleDescription(fill(e.REQUIRED, label));
    }
    expect(screen.getByLabelText(lbl(t.address))).toHaveFocus();

    await userEvent.type(screen.getByLabelText(lbl(t.address)), 'Jl. Melati 🏠');
    await userEvent.selectOptions(screen.getByLabelText(lbl(t.province)), '31');
    await userEvent.selectOptions(screen.getByLabelText(lbl(t.city)), '3173');
    await userEvent.type(screen.getByLabelText(lbl(t.zipCode)), '1022');
    await userEvent.click(save);
    expect(screen.getByText(fill(e.INVALID_CHARACTERS, t.address))).toBeInTheDocument();
    expect(screen.getByText(fill(e.ZIP_FORMAT, t.zipCode))).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(lbl(t.zipCode)));
    await userEvent.type(screen.getByLabelText(lbl(t.zipCode)), '40111');
    await userEvent.click(save);
    expect(screen.getByText(e.ZIP_PROVINCE)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(lbl(t.address)));
    await userEvent.type(screen.getByLabelText(lbl(t.address)), 'Jl. Jend. Sudirman No. 5');
    await userEvent.clear(screen.getByLabelText(lbl(t.zipCode)));
    await userEvent.type(screen.getByLabelText(lbl(t.zipCode)), '10220');
    await userEvent.click(save);
    expect(await screen.findByText(t.added)).toBeInTheDocument();
    expect(screen.getByText('Kota Jakarta Pusat, DKI Jakarta 10220')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      name: 'Dewi Lestari',
      phoneNumber: '81234567890',
      address: 'Jl. Jend. Sudirman No. 5',
      provinceId: '31',
      cityId: '3173',
      zipCode: '10220',
      isDefault: true,
    });
  });

  it("shows the server's field codes and a missing address", async () => {
    server.use(
      shopApi.mutation('UpdateDeliveryAddressCustomer', () =>
        HttpResponse.json({
          data: {
            updateDeliveryAddressCustomer: {
              __typename: 'ProfileValidationError',
              errorCode: 'PROFILE_INVALID_INPUT',
              message: 'x',
              fieldErrors: [{ field: 'cityId', code: 'CITY_PROVINCE' }],
            },
          },
        }),
      ),
    );
    renderWithProviders(<DeliveryAddresses initial={[saved]} defaults={defaults} />);
    await userEvent.click(screen.getByRole('button', { name: /^Edit address of Dewi Lestari/ }));
    await userEvent.click(screen.getByRole('button', { name: en.Addresses.save }));
    expect(await screen.findByText(en.FormErrors.CITY_PROVINCE)).toBeInTheDocument();
    // On the city, which gets the focus.
    expect(screen.getByLabelText(lbl(en.Addresses.city))).toHaveAccessibleDescription(en.FormErrors.CITY_PROVINCE);
    expect(screen.getByLabelText(lbl(en.Addresses.city))).toHaveFocus();

    server.use(
      shopApi.mutation('UpdateDeliveryAddressCustomer', () =>
        HttpResponse.json({
          data: {
            updateDeliveryAddressCustomer: {
              __typename: 'DeliveryAddressNotFoundError',
              errorCode: 'DELIVERY_ADDRESS_NOT_FOUND',
              message: 'x',
            },
          },
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: en.Addresses.save }));
    expect(await screen.findByText(en.Addresses.notFound)).toBeInTheDocument();
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'shows the phone number formatted, and deletes only after the dialog is confirmed (%s)',
    async (locale, m) => {
      const t = m.Addresses;
      const deleted: unknown[] = [];
      server.use(
        shopApi.mutation('DeleteDeliveryAddressCustomer', ({ variables }) => {
          deleted.push(variables.id);
          return HttpResponse.json({
            data: { deleteDeliveryAddressCustomer: { __typename: 'DeliveryAddressDeleted', id: variables.id } },
          });
        }),
      );
      renderWithProviders(<DeliveryAddresses initial={[saved]} defaults={defaults} />, { locale });
      expect(screen.getByText('+62 812-3456-7890')).toBeInTheDocument();
      const deleteButton = screen.getByRole('button', { name: new RegExp(`^${t.deleteNamed.split(' {')[0]}`) });
      await userEvent.click(deleteButton);
      const dialog = within(await screen.findByRole('dialog', { name: t.deleteTitle }));
      expect(dialog.getByText(t.confirmDelete.replace('{name}', 'Dewi Lestari'))).toBeInTheDocument();
      // The safe choice has the focus; cancelling deletes nothing.
      expect(dialog.getByRole('button', { name: t.keep })).toHaveFocus();
      await userEvent.click(dialog.getByRole('button', { name: t.keep }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(deleted).toEqual([]);

      await userEvent.click(deleteButton);
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.deleteConfirm }));
      expect(await screen.findByText(t.deleted)).toBeInTheDocument();
      expect(screen.getByText(t.empty)).toBeInTheDocument();
      expect(deleted).toEqual([saved.id]);
    },
  );
});
