import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { errorText } from '@/testing/form-errors';
import { renderWithProviders } from '@/testing/render';
import { checkBookingCode, normalizeBookingCode } from '@alva/rules';
import { FindBooking } from '../components/find-booking';
import { testRideBooking } from './fixtures';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

const booking = testRideBooking();

const error = (typename: string, errorCode: string, extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  errorCode,
  message: 'server text, never shown',
  ...extra,
});

afterEach(() => vi.useRealTimers());

async function find(code: string, phone: string, label: typeof en.TestRideFind, phoneLabel: string) {
  await userEvent.clear(screen.getByLabelText(new RegExp(label.code)));
  await userEvent.type(screen.getByLabelText(new RegExp(label.code)), code);
  await userEvent.clear(screen.getByLabelText(new RegExp(phoneLabel)));
  await userEvent.type(screen.getByLabelText(new RegExp(phoneLabel)), phone);
  await userEvent.click(screen.getByRole('button', { name: label.submit }));
}

describe('booking codes', () => {
  it('accepts the code with or without TR-, in any case, and refuses other shapes', () => {
    expect(normalizeBookingCode(' tr-7kq2mx ')).toBe('TR-7KQ2MX');
    expect(normalizeBookingCode('7KQ2MX')).toBe('TR-7KQ2MX');
    expect(checkBookingCode('7kq2mx')).toBeNull();
    expect(checkBookingCode('')).toBe('REQUIRED');
    expect(checkBookingCode('TR-7KQ2M')).toBe('CODE_FORMAT');
    expect(checkBookingCode('TR-7KQ2M0')).toBe('CODE_FORMAT'); // 0 is not in the code alphabet
  });
});

describe('FindBooking', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'translates every error result (%s)',
    async (locale, m) => {
      const t = m.TestRideFind;
      const lookups: Record<string, unknown>[] = [];
      // 05:00 UTC + 10 minutes = 12:10 in Jakarta.
      const retryAfterSeconds = 600;
      server.use(
        shopApi.query('TestRideByCode', ({ variables }) => {
          lookups.push(variables);
          const result =
            variables.code === 'TR-AAAAAA'
              ? error('TestRideNotFoundError', 'BOOKING_NOT_FOUND')
              : variables.code === 'TR-BBBBBB'
                ? error('TestRideTooManyAttemptsError', 'TOO_MANY_ATTEMPTS', { retryAfterSeconds })
                : booking;
          return HttpResponse.json({ data: { testRideByCode: result } });
        }),
        shopApi.mutation('CancelTestRideByCode', () =>
          HttpResponse.json({
            data: {
              cancelTestRideByCode: error('TestRideNotChangeableError', 'BOOKING_NOT_CHANGEABLE', {
                status: 'CANCELLED',
              }),
            },
          }),
        ),
      );
      renderWithProviders(<FindBooking bikeNames={{ 'alva-cervo': 'Alva Cervo' }} />, { locale });

      // Validation: nothing is sent.
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(await screen.findByText(errorText(m, 'REQUIRED', t.code))).toBeInTheDocument();
      expect(screen.getByLabelText(new RegExp(t.code))).toHaveFocus();
      await find('TR-12', '81-abc', t, m.TestRide.phone);
      expect(await screen.findByText(m.FormErrors.CODE_FORMAT)).toBeInTheDocument();
      await find('TR-AAAAAA', '81-abc', t, m.TestRide.phone);
      expect(await screen.findByText(errorText(m, 'PHONE_FORMAT', m.TestRide.phone))).toBeInTheDocument();
      expect(lookups).toHaveLength(0);

      await find('tr-aaaaaa', '0812 3456 7890', t, m.TestRide.phone);
      expect(await screen.findByText(t.errors.notFound)).toBeInTheDocument();
      expect(lookups[0]).toEqual({ code: 'TR-AAAAAA', phone: '+6281234567890' });

      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T05:00:00Z') });
      await find('TR-BBBBBB', '81234567890', t, m.TestRide.phone);
      expect(
        await screen.findByText(t.errors.tooMany.replace('{time}', locale === 'id' ? '12.10' : '12:10')),
      ).toBeInTheDocument();
      vi.useRealTimers();

      await find('TR-7KQ2MX', '81234567890', t, m.TestRide.phone);
      const found = await screen.findByRole('region', { name: t.foundTitle });
      expect(within(found).getByText('Alva Cervo')).toBeInTheDocument();
      expect(within(found).getByText(/Alva Experience Center Kemang/)).toBeInTheDocument();
      expect(within(found).getByRole('link', { name: m.TestRide.directions })).toHaveAttribute(
        'href',
        expect.stringContaining('google.com/maps'),
      );
      await userEvent.click(within(found).getByRole('button', { name: m.TestRide.cancel }));
      const dialog = await screen.findByRole('dialog', { name: m.TestRide.cancelTitle });
      await userEvent.click(within(dialog).getByRole('button', { name: m.TestRide.cancelConfirm }));
      expect(await within(dialog).findByText(t.errors.cancelled)).toBeInTheDocument();
    },
    90_000,
  );

  it('says when a ride is already past', async () => {
    const t = en.TestRideFind;
    server.use(
      shopApi.query('TestRideByCode', () => HttpResponse.json({ data: { testRideByCode: booking } })),
      shopApi.mutation('CancelTestRideByCode', () =>
        HttpResponse.json({
          data: {
            cancelTestRideByCode: error('TestRideNotChangeableError', 'BOOKING_NOT_CHANGEABLE', {
              status: 'CONFIRMED',
            }),
          },
        }),
      ),
    );
    renderWithProviders(<FindBooking />);
    await find('TR-7KQ2MX', '81234567890', t, en.TestRide.phone);
    const found = await screen.findByRole('region', { name: t.foundTitle });
    await userEvent.click(within(found).getByRole('button', { name: en.TestRide.cancel }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en.TestRide.cancelConfirm }));
    expect(await within(dialog).findByText(t.errors.past)).toBeInTheDocument();
  }, 15_000);

  it('cancels after confirmation and shows the new status', async () => {
    const t = en.TestRideFind;
    const cancels: Record<string, unknown>[] = [];
    server.use(
      shopApi.query('TestRideByCode', () => HttpResponse.json({ data: { testRideByCode: booking } })),
      shopApi.mutation('CancelTestRideByCode', ({ variables }) => {
        cancels.push(variables);
        return HttpResponse.json({
          data: { cancelTestRideByCode: { ...booking, status: 'CANCELLED', changeable: false } },
        });
      }),
    );
    renderWithProviders(<FindBooking />);
    await find('7kq2mx', '81234567890', t, en.TestRide.phone);
    const found = await screen.findByRole('region', { name: t.foundTitle });
    await userEvent.click(within(found).getByRole('button', { name: en.TestRide.cancel }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en.TestRide.keep }));
    expect(cancels).toHaveLength(0);
    await userEvent.click(within(found).getByRole('button', { name: en.TestRide.cancel }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.TestRide.cancelConfirm }),
    );
    expect(await screen.findByText(t.cancelledNotice)).toBeInTheDocument();
    expect(cancels).toEqual([{ code: 'TR-7KQ2MX', phone: '+6281234567890' }]);
    expect(screen.getByTestId('booking-status')).toHaveTextContent(en.TestRide.status.CANCELLED);
    expect(screen.queryByRole('button', { name: en.TestRide.cancel })).not.toBeInTheDocument();
  }, 15_000);
});
