import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { nextDates } from '../calendar';
import { BookingForm } from '../components/booking-form';
import { testRidePlace } from './fixtures';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));
// Leaflet needs a real browser; the form is tested without the map.
vi.mock('@/components/map/places-map', () => ({ PlacesMap: () => null }));

const place = { ...testRidePlace, distanceKm: 3.8 };
const slotStart = `${nextDates(1)[0]}T08:00:00.000Z`;

function useHandlers(onCreate: (input: Record<string, unknown>) => unknown) {
  server.use(
    shopApi.query('TestRidePlaces', () => HttpResponse.json({ data: { testRidePlaces: [place] } })),
    shopApi.query('TestRideSlots', () =>
      HttpResponse.json({
        data: {
          testRideSlots: {
            __typename: 'TestRideSlotList',
            date: nextDates(1)[0],
            locationType: 'DEALER',
            place,
            slots: [
              { __typename: 'TestRideSlot', slotStart, label: '15:00', capacity: 2, available: 1, full: false },
              {
                __typename: 'TestRideSlot',
                slotStart: slotStart.replace('08:', '09:'),
                label: '16:00',
                capacity: 2,
                available: 0,
                full: true,
              },
            ],
          },
        },
      }),
    ),
    shopApi.mutation('CreateTestRideBooking', ({ variables }) =>
      HttpResponse.json({ data: { createTestRideBooking: onCreate(variables.input) } }),
    ),
  );
}

const bike = { id: '2', slug: 'alva-cervo', name: 'Alva Cervo' };

describe('BookingForm', { timeout: 90_000 }, () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'refuses empty and malformed input with translated messages and sends nothing (%s)',
    async (locale, m) => {
      const t = m.TestRide;
      const f = m.FormErrors;
      const onCreate = vi.fn((_input: Record<string, unknown>) => null);
      useHandlers(onCreate);
      renderWithProviders(<BookingForm bike={bike} />, { locale });
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText(f.REQUIRED.replace('{field}', t.name))).toBeInTheDocument();
      expect(screen.getByText(f.REQUIRED.replace('{field}', t.email))).toBeInTheDocument();
      expect(screen.getByText(t.fields.placeRequired)).toBeInTheDocument();
      expect(screen.getByText(f.SURVEY_MIN_ONE)).toBeInTheDocument();
      expect(screen.getByText(f.CURRENT_MOTORCYCLE_REQUIRED)).toBeInTheDocument();

      await userEvent.type(screen.getByLabelText(new RegExp(t.name)), 'B4di');
      await userEvent.type(screen.getByLabelText(new RegExp(t.phone)), '81-abc');
      await userEvent.type(screen.getByLabelText(new RegExp(t.email)), 'budi@alva');
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText(f.LETTERS_ONLY.replace('{field}', t.name))).toBeInTheDocument();
      expect(screen.getByText(f.PHONE_FORMAT.replace('{field}', t.phone))).toBeInTheDocument();
      expect(screen.getByText(f.EMAIL_FORMAT.replace('{field}', t.email))).toBeInTheDocument();
      expect(onCreate).not.toHaveBeenCalled();
    },
  );

  it('moves the focus to the first field to fix, not the submit button (issue 18 point 6)', async () => {
    const t = en.TestRide;
    useHandlers(vi.fn(() => null));
    renderWithProviders(<BookingForm bike={bike} />);
    const firstPlace = await screen.findByRole('radio', { name: /Alva Experience Center Kemang/ });
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(firstPlace).toHaveFocus();
  });

  it('asks for places without coordinates until the visitor shares a location (no made-up distances)', async () => {
    const seen: Record<string, unknown>[] = [];
    useHandlers(vi.fn(() => null));
    server.use(
      shopApi.query('TestRidePlaces', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { testRidePlaces: [{ ...place, distanceKm: null }] } });
      }),
    );
    renderWithProviders(<BookingForm bike={bike} />);
    expect(await screen.findByRole('radio', { name: /Alva Experience Center Kemang/ })).toBeInTheDocument();
    expect(seen[0]).toEqual({});
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
  });

  it('says what the number under a slot is', async () => {
    const t = en.TestRide;
    useHandlers(vi.fn(() => null));
    renderWithProviders(<BookingForm bike={bike} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Alva Experience Center Kemang/ }));
    const slots = await screen.findByRole('group', { name: t.slotGroup });
    expect(within(slots).getByText('1 place left')).toBeInTheDocument();
    expect(within(slots).getByText(t.slotFullShort)).toBeInTheDocument();
  });

  it('says when the free times could not be loaded and lists them after a retry (not an empty group)', async () => {
    const t = en.TestRide;
    useHandlers(vi.fn(() => null));
    let failures = 1;
    server.use(
      shopApi.query('TestRideSlots', () =>
        failures-- > 0 ? HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 }) : undefined,
      ),
    );
    renderWithProviders(<BookingForm bike={bike} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Alva Experience Center Kemang/ }));
    expect(await screen.findByText(t.slotsLoadError)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: t.slotGroup })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.slotsRetry }));
    const slots = await screen.findByRole('group', { name: t.slotGroup });
    expect(within(slots).getByText('1 place left')).toBeInTheDocument();
    expect(screen.queryByText(t.slotsLoadError)).not.toBeInTheDocument();
  });

  it('shows full slots disabled and puts the server field errors on their fields', async () => {
    const t = en.TestRide;
    const f = en.FormErrors;
    const onCreate = vi.fn((_input: Record<string, unknown>) => ({
      __typename: 'TestRideValidationError',
      errorCode: 'INVALID_INPUT',
      message: 'invalid',
      fieldErrors: [
        { __typename: 'TestRideFieldError', field: 'email', code: 'EMAIL_FORMAT' },
        { __typename: 'TestRideFieldError', field: 'name', code: 'TOO_LONG' },
      ],
    }));
    useHandlers(onCreate);
    renderWithProviders(<BookingForm bike={bike} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Alva Experience Center Kemang/ }));
    const slots = await screen.findByRole('group', { name: t.slotGroup });
    expect(within(slots).getByRole('button', { name: t.slotFull.replace('{time}', '16:00') })).toBeDisabled();
    await userEvent.click(within(slots).getByRole('button', { name: /15:00/ }));
    await userEvent.type(screen.getByLabelText(new RegExp(t.name)), 'Budi Santoso');
    await userEvent.type(screen.getByLabelText(new RegExp(t.phone)), '81234567890');
    await userEvent.type(screen.getByLabelText(new RegExp(t.email)), 'budi@alva.example');
    await userEvent.click(screen.getByRole('checkbox', { name: t.surveyAnswers.event }));
    await userEvent.selectOptions(screen.getByLabelText(new RegExp(t.currentMotorcycle)), 'honda');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(f.EMAIL_FORMAT.replace('{field}', t.email))).toBeInTheDocument();
    expect(screen.getByText(f.TOO_LONG.replace('{field}', t.name))).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(t.email))).toHaveFocus();
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(onCreate.mock.calls[0][0]).toMatchObject({
      productSlug: 'alva-cervo',
      locationType: 'DEALER',
      placeId: '2',
      slotStart,
      phone: '+6281234567890',
      surveyAnswers: ['event'],
      currentMotorcycle: 'honda',
    });
    const key = (onCreate.mock.calls[0][0] as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(router.push).not.toHaveBeenCalled();

    // Sent again, the attempt keeps its key (kept in the store), so the server cannot book it twice.
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    expect(onCreate.mock.calls[1][0]).toMatchObject({ idempotencyKey: key });
  });
});
