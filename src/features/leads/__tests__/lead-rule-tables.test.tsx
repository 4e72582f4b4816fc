import { contactMessageCases, marketingLeadCases } from '@alva/rules/cases';
import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { expectFormRefuses, fillAndSubmit } from '@/testing/form-table';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from '../components/contact-form';
import { MarketingLeadForm } from '../components/marketing-lead-form';

const receipt = { __typename: 'LeadReceipt', id: '1', createdAt: '2026-11-22T03:00:00.000Z' };

function record() {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    shopApi.mutation('SubmitContactMessage', ({ variables }) => {
      calls.push(variables.input);
      return HttpResponse.json({ data: { submitContactMessage: receipt } });
    }),
    shopApi.mutation('SubmitMarketingLead', ({ variables }) => {
      calls.push(variables.input);
      return HttpResponse.json({ data: { submitMarketingLead: receipt } });
    }),
  );
  return calls;
}

afterEach(cleanup);

// The same table the schema test and the API spec run (packages/rules/src/cases.ts).
describe.each([
  ['en', en],
  ['id', id],
] as const)('rule tables in the rendered lead forms (%s)', (locale, m) => {
  const contactLabels = {
    name: m.Contact.name,
    email: m.Contact.email,
    phone: m.Contact.phone,
    topic: m.Contact.topic,
    message: m.Contact.message,
  };
  // The topic select cannot hold a value it does not offer; the API spec covers that case.
  const contactBad = contactMessageCases.bad.filter((c) => !(c.field === 'topic' && c.value));

  it.each(contactBad)('contact form: $label in $field shows $code and sends nothing', async (bad) => {
    const calls = record();
    renderWithProviders(<ContactForm />, { locale });
    await expectFormRefuses(m, contactMessageCases.good[0], bad, contactLabels, m.Contact.submit);
    expect(calls).toHaveLength(0);
  });

  it.each(contactMessageCases.good)('contact form: sends good input %#', async (good) => {
    const calls = record();
    renderWithProviders(<ContactForm />, { locale });
    fillAndSubmit(good, contactLabels, m.Contact.submit);
    expect(await screen.findByText(m.Contact.success)).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining(good)]);
  });

  const leadLabels = { fullName: m.Leads.fullName, phone: m.Leads.phone, city: m.Leads.city };
  const lead = () => <MarketingLeadForm idPrefix="t" source="monthly-cost" context={{}} />;

  it.each(marketingLeadCases.bad)('lead form: $label in $field shows $code and sends nothing', async (bad) => {
    const calls = record();
    renderWithProviders(lead(), { locale });
    await expectFormRefuses(m, marketingLeadCases.good[0], bad, leadLabels, m.Leads.submit);
    expect(calls).toHaveLength(0);
  });

  it.each(marketingLeadCases.good)('lead form: sends good input %#', async (good) => {
    const calls = record();
    renderWithProviders(lead(), { locale });
    fillAndSubmit(good, leadLabels, m.Leads.submit);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining(good)]);
  });
});
