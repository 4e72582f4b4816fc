import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { errorText } from '@/testing/form-errors';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { LazyMarketingLeadForm } from '../components/lazy-lead-forms';
import { MarketingLeadForm } from '../components/marketing-lead-form';

const context = {
  productSlug: 'alva-one-1-battery',
  batteryOption: 'single',
  areaCode: 'jakarta',
  downPaymentPercent: 20,
  tenorMonths: 24,
  provider: 'ADIRA',
  kmPerDay: 40,
};

function handle(answer: (input: Record<string, unknown>) => unknown) {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    shopApi.mutation('SubmitMarketingLead', ({ variables }) => {
      calls.push(variables.input);
      return HttpResponse.json({ data: { submitMarketingLead: answer(variables.input) } });
    }),
  );
  return calls;
}

const receipt = { __typename: 'LeadReceipt', id: '7', createdAt: '2026-11-22T03:00:00.000Z' };

async function fill(t: typeof en.Leads, name: string, phone: string, city: string) {
  if (name) await userEvent.type(screen.getByLabelText(new RegExp(t.fullName)), name);
  if (phone) await userEvent.type(screen.getByLabelText(new RegExp(t.phone)), phone);
  if (city) await userEvent.type(screen.getByLabelText(new RegExp(t.city)), city);
}

describe('MarketingLeadForm', { timeout: 20_000 }, () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'refuses empty and malformed input with translated messages and sends nothing (%s)',
    async (locale, m) => {
      const t = m.Leads;
      const calls = handle(() => receipt);
      renderWithProviders(<MarketingLeadForm idPrefix="t" source="monthly-cost" context={context} />, { locale });
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      for (const label of [t.fullName, t.phone, t.city]) {
        expect(screen.getByText(errorText(m, 'REQUIRED', label))).toBeInTheDocument();
      }
      // The first wrong field gets the focus.
      expect(screen.getByLabelText(new RegExp(t.fullName))).toHaveFocus();

      await fill(t, 'Budi 99', '0812-abc', 'Bandung 2');
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText(errorText(m, 'LETTERS_ONLY', t.fullName))).toBeInTheDocument();
      expect(screen.getByText(errorText(m, 'LETTERS_ONLY', t.city))).toBeInTheDocument();
      expect(screen.getByText(errorText(m, 'PHONE_FORMAT', t.phone))).toBeInTheDocument();
      // Values stay as typed after a refused submit.
      expect(screen.getByLabelText(new RegExp(t.fullName))).toHaveValue('Budi 99');

      await userEvent.clear(screen.getByLabelText(new RegExp(t.phone)));
      await userEvent.type(screen.getByLabelText(new RegExp(t.phone)), '81234567');
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText(errorText(m, 'PHONE_LENGTH', t.phone))).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    },
  );

  it('sends the lead with the calculator inputs once, then thanks the visitor', async () => {
    const t = en.Leads;
    const onSubmitted = vi.fn();
    const calls = handle(() => receipt);
    renderWithProviders(
      <MarketingLeadForm idPrefix="t" source="monthly-cost" context={context} onSubmitted={onSubmitted} />,
    );
    await fill(t, 'Siti Nurhaliza', '0812 3456 7890', 'Bandung');
    const button = screen.getByRole('button', { name: t.submit });
    await userEvent.dblClick(button);
    expect(await screen.findByText(t.success.replace('{name}', 'Siti'))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      fullName: 'Siti Nurhaliza',
      phone: '0812 3456 7890',
      city: 'Bandung',
      source: 'monthly-cost',
      ...context,
      languageCode: 'en',
    });
    expect(calls[0].idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it('puts the server field errors on their fields and keeps the key for the retry', async () => {
    const t = en.Leads;
    let n = 0;
    const calls = handle(() =>
      n++ === 0
        ? {
            __typename: 'LeadValidationError',
            errorCode: 'LEAD_INVALID_INPUT',
            message: 'invalid',
            fieldErrors: [
              { __typename: 'LeadFieldError', field: 'city', code: 'TOO_LONG' },
              { __typename: 'LeadFieldError', field: 'source', code: 'INVALID_VALUE' },
            ],
          }
        : receipt,
    );
    renderWithProviders(<MarketingLeadForm idPrefix="t" source="dp-simulation" context={{}} />);
    await fill(t, 'Siti Nurhaliza', '81234567890', 'Bandung');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(errorText(en, 'TOO_LONG', t.city))).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(t.city))).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(t.errors.formInvalid);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByText(t.success.replace('{name}', 'Siti'));
    expect(calls).toHaveLength(2);
    expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
  });

  it('says when the address has sent too many requests (id)', async () => {
    const t = id.Leads;
    handle(() => ({
      __typename: 'LeadRateLimitError',
      errorCode: 'LEAD_RATE_LIMITED',
      message: 'Too many',
      retryAfterSeconds: 250,
    }));
    renderWithProviders(<MarketingLeadForm idPrefix="t" source="monthly-cost" context={context} />, { locale: 'id' });
    await fill(t, 'Siti Nurhaliza', '81234567890', 'Bandung');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(t.errors.rateLimited.replace('{minutes}', '5')),
    );
  });
});

describe("the calculators' lead form before its code has loaded", () => {
  it('is the whole form in the HTML, and sends what was typed in it, with the calculator context, once it has taken over', async () => {
    const t = en.Leads;
    const calls = handle(() => receipt);
    renderWithProviders(<LazyMarketingLeadForm idPrefix="mc-lead" source="monthly-cost" context={context} />);
    const form = screen.getByRole('form', { name: t.formLabel });
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByText(t.consent)).toBeInTheDocument();
    const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
    expect(field(t.phone)).toHaveAttribute('id', 'mc-lead-phone');
    // Typed into the shell's own controls (no pointer or focus: nothing loads before the submit).
    fireEvent.change(field(t.fullName), { target: { value: 'Siti Nurhaliza' } });
    fireEvent.change(field(t.phone), { target: { value: '81234567890' } });
    fireEvent.change(field(t.city), { target: { value: 'Bandung' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.success.replace('{name}', 'Siti'))).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        fullName: 'Siti Nurhaliza',
        phone: '81234567890',
        city: 'Bandung',
        source: 'monthly-cost',
        productSlug: context.productSlug,
        tenorMonths: 24,
      }),
    ]);
  });
});
