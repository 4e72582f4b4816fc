import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { errorText } from '@/testing/form-errors';
import { renderWithProviders } from '@/testing/render';
import { renderToString } from 'react-dom/server';
import { ShellForm } from '@/components/form/shell-fields';
import { partOnInteraction } from '@/lib/interaction-part';
import { FindBooking } from '../components/find-booking';
import { FindBookingShell } from '../components/find-booking-fields';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

const t = en.TestRideFind;
const codeField = () => screen.getByLabelText(new RegExp(t.code));
const phoneField = () => screen.getByLabelText(new RegExp(en.TestRide.phone));

/** The page's look-up: its shell, and FindBooking once someone uses it; `load` resolves when the test says so. */
function lookUp() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return FindBooking;
  });
  const LookUp = partOnInteraction<{ bikeNames: Record<string, string> }>(load, FindBookingShell);
  return { LookUp, load, arrive: () => act(async () => arrive()) };
}

describe('the look-up before its code has loaded', () => {
  it('is the whole form, and loads its code only when someone reaches for it', async () => {
    const { LookUp, load } = lookUp();
    renderWithProviders(<LookUp bikeNames={{}} />);
    expect(screen.getByRole('form', { name: t.formLabel })).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('id', 'find-booking-code');
    expect(phoneField()).toHaveAttribute('id', 'find-booking-phone');
    expect(screen.getByRole('button', { name: t.submit })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(codeField());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and sends the submit that came before the code', async () => {
    const lookups: Record<string, unknown>[] = [];
    server.use(
      shopApi.query('TestRideByCode', ({ variables }) => {
        lookups.push(variables);
        return HttpResponse.json({
          data: {
            testRideByCode: { __typename: 'TestRideNotFoundError', errorCode: 'BOOKING_NOT_FOUND', message: '' },
          },
        });
      }),
    );
    const { LookUp, arrive } = lookUp();
    renderWithProviders(<LookUp bikeNames={{}} />);
    const shellCode = codeField();
    await userEvent.type(shellCode, 'tr-aaaaaa');
    await userEvent.type(phoneField(), '0812 3456 7890');
    // The code arrives while the focus is in the form: the shell stays (the caret and a phone's keyboard with it).
    await arrive();
    expect(codeField()).toBe(shellCode);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.errors.notFound)).toBeInTheDocument();
    expect(codeField()).not.toBe(shellCode);
    expect(codeField()).toHaveValue('tr-aaaaaa');
    expect(lookups).toEqual([{ code: 'TR-AAAAAA', phone: '+6281234567890' }]);
  });

  it('checks a submit of the shell with the rules, and puts the focus on the first error', async () => {
    const { LookUp, arrive } = lookUp();
    renderWithProviders(<LookUp bikeNames={{}} />);
    await userEvent.type(phoneField(), '81-abc');
    await userEvent.keyboard('{Enter}');
    await arrive();
    expect(await screen.findByText(errorText(en, 'REQUIRED', t.code))).toBeInTheDocument();
    expect(screen.getByText(errorText(en, 'PHONE_FORMAT', en.TestRide.phone))).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(phoneField()).toHaveValue('81-abc');
  });

  it('takes over once the focus has left the form, with what was typed', async () => {
    const { LookUp, arrive } = lookUp();
    renderWithProviders(
      <>
        <LookUp bikeNames={{}} />
        <a href="#elsewhere">elsewhere</a>
      </>,
    );
    const shellPhone = phoneField();
    await userEvent.type(shellPhone, '81234567890');
    await arrive();
    expect(phoneField()).toBe(shellPhone);
    await userEvent.tab(); // the submit button: still in the form
    expect(phoneField()).toBe(shellPhone);
    await userEvent.tab(); // out of the form
    await waitFor(() => expect(phoneField()).not.toBe(shellPhone));
    expect(phoneField()).toHaveValue('81234567890');
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveFocus();
  });

  it('waits for a tap to end before it takes over, so the tap still reaches its field', async () => {
    const { LookUp, arrive } = lookUp();
    renderWithProviders(<LookUp bikeNames={{}} />);
    const shellCode = codeField();
    fireEvent.pointerDown(shellCode);
    await arrive();
    expect(codeField()).toBe(shellCode);
    fireEvent.pointerUp(shellCode);
    expect(codeField()).toBe(shellCode);
    await waitFor(() => expect(codeField()).not.toBe(shellCode));
  });

  it('asks for its code again on the next use when loading it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(FindBooking);
    const LookUp = partOnInteraction<{ bikeNames: Record<string, string> }>(load, FindBookingShell);
    renderWithProviders(
      <>
        <LookUp bikeNames={{}} />
        <a href="#elsewhere">elsewhere</a>
      </>,
    );
    const shellCode = codeField();
    fireEvent.focusIn(shellCode);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(codeField()).toBe(shellCode); // the shell stays usable
    fireEvent.focusIn(shellCode);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(codeField()).not.toBe(shellCode));
  });

  it('gives the focus back to the control that had it when a submit brings the form in', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      shopApi.query('TestRideByCode', async () => {
        await answered;
        return HttpResponse.json({
          data: {
            testRideByCode: { __typename: 'TestRideNotFoundError', errorCode: 'BOOKING_NOT_FOUND', message: '' },
          },
        });
      }),
    );
    const { LookUp, arrive } = lookUp();
    renderWithProviders(<LookUp bikeNames={{}} />);
    const shellPhone = phoneField();
    await userEvent.type(codeField(), 'TR-AAAAAA');
    await userEvent.type(shellPhone, '81234567890{Enter}');
    await arrive();
    expect(phoneField()).not.toBe(shellPhone);
    expect(phoneField()).toHaveFocus();
    // Then, as always, the result gets it.
    answer();
    expect(await screen.findByText(t.errors.notFound)).toBeInTheDocument();
  });

  it("shows the code of the confirmation e-mail's link before the form has loaded", () => {
    router.query = { code: 'TR-7KQ2MX' };
    const { LookUp, load } = lookUp();
    renderWithProviders(<LookUp bikeNames={{}} />);
    expect(codeField()).toHaveValue('TR-7KQ2MX');
    expect(load).not.toHaveBeenCalled();
    router.query = {};
  });

  it('posts a submit made before hydration instead of sending the fields in the URL', () => {
    const html = renderToString(
      <ShellForm idPrefix="t">
        <input name="phone" />
      </ShellForm>,
    );
    expect(html).toMatch(/<form[^>]* method="post"/);
  });
});
