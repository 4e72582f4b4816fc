import { customerLookupSchema } from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { MuiScope } from '@/components/mui-scope';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import type { ProfileCustomerByPsQuery } from '@/graphql/generated/graphql';
import { useShopRequest } from '@/graphql/use-shop-query';
import { ProfileCustomerByPSQuery } from '../graphql/pstools';
import { type BikeNames, bikeName, type BookingTarget, touch } from './shared';

type Result = ProfileCustomerByPsQuery['profileCustomerByPS'];
type Profile = Extract<Result, { __typename: 'StaffCustomerProfile' }>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="h6">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ProfileView({
  profile,
  bikeNames,
  onBook,
}: {
  profile: Profile;
  bikeNames: BikeNames;
  onBook: (target: BookingTarget) => void;
}) {
  const t = useTranslations('PsTools');
  const format = useFormatter();
  const c = profile.customer;
  const name = c?.name ?? profile.guestbook[0]?.fullName ?? profile.bookings[0]?.name ?? '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }} data-testid="lookup-profile">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" variant="h5">
            {name || t('lookup.unknownName')}
          </Typography>
          <Typography color="textSecondary">
            {c ? t('lookup.hasAccount') : t('lookup.noAccount')} · {profile.phone ?? c?.phoneNumber ?? ''} ·{' '}
            {profile.email ?? c?.emailAddress ?? ''}
          </Typography>
        </Box>
        <Button
          variant="contained"
          sx={touch}
          onClick={() =>
            onBook({
              customerId: c?.id ?? null,
              name,
              phone: profile.phone ?? c?.phoneNumber,
              email: profile.email ?? c?.emailAddress,
            })
          }
        >
          {t('lookup.book')}
        </Button>
      </Box>
      <Section title={t('lookup.bookings')}>
        {profile.bookings.length === 0 ? (
          <Typography>{t('lookup.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {profile.bookings.map((b) => (
              <li key={b.id} data-testid="lookup-booking">
                {b.code} · {bikeName(bikeNames, b.productSlug)} · {b.localDate} {b.localTime} · {b.place.location} ·{' '}
                {t(`rideStatus.${b.status}` as 'rideStatus.REQUESTED')}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('lookup.guestbook')}>
        {profile.guestbook.length === 0 ? (
          <Typography>{t('lookup.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {profile.guestbook.map((g) => (
              <li key={g.id}>
                {format.dateTime(new Date(g.createdAt), { dateStyle: 'medium' })} · {bikeName(bikeNames, g.productSlug)}{' '}
                · {t(`status.${g.status}` as 'status.ASSIGNED')}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('lookup.leads')}>
        {profile.leads.length === 0 ? (
          <Typography>{t('lookup.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {profile.leads.map((l) => (
              <li key={l.id}>
                {format.dateTime(new Date(l.createdAt), { dateStyle: 'medium' })} · {l.source} · {l.city}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('lookup.orders')}>
        {profile.orders.length === 0 ? (
          <Typography>{t('lookup.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {profile.orders.map((o) => (
              <li key={o.id}>
                {o.code} · {o.state} ·{' '}
                {format.number(o.totalWithTax, {
                  style: 'currency',
                  currency: o.currencyCode,
                  maximumFractionDigits: 0,
                })}
              </li>
            ))}
          </Box>
        )}
      </Section>
      {profile.documentsShown && (
        <Section title={t('lookup.documents')}>
          {profile.documents.length === 0 ? (
            <Typography>{t('lookup.none')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {profile.documents.map((d) => (
                <li key={d.type}>
                  {d.kind ?? d.type} {d.maskedNumber ?? ''}
                </li>
              ))}
            </Box>
          )}
        </Section>
      )}
    </Paper>
  );
}

/** searchCustomer: a phone or e-mail → profileCustomerByPS (the server logs every look-up). */
export function CustomerLookup({
  initialQuery,
  bikeNames,
  onBook,
}: {
  initialQuery: string;
  bikeNames: BikeNames;
  onBook: (target: BookingTarget) => void;
}) {
  const t = useTranslations('PsTools');
  const request = useShopRequest();
  const form = useRulesForm<{ query: string }>(customerLookupSchema, { query: initialQuery });
  const [result, setResult] = useState<Result | null>(null);

  async function search({ query }: { query: string }) {
    const data = await request(ProfileCustomerByPSQuery, { query: query.trim() });
    setResult(data.profileCustomerByPS ?? null);
  }
  useEffect(() => {
    if (initialQuery) void form.handleSubmit(search)();
  }, [initialQuery]); // eslint-disable-line react-hooks/exhaustive-deps

  // Loaded when the tab is first opened, with its own theme (MUI is not on the tool's first screen).
  return (
    <MuiScope>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <RulesForm form={form} idPrefix="lookup" onValid={search}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', '& button': touch }}>
              <Box sx={{ flex: '1 1 280px' }}>
                <FormMuiTextField
                  name="query"
                  label={t('lookup.query')}
                  hint={t('lookup.hint')}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 254 } }}
                />
              </Box>
              <FormMuiSubmit busyLabel={t('lookup.searching')}>{t('lookup.search')}</FormMuiSubmit>
            </Box>
          </RulesForm>
        </Paper>
        {result?.__typename === 'StaffLookupNotFoundError' && (
          <Alert severity="info" role="status">
            {result.message === 'Customer not found' ? t('lookup.customerNotFound') : t('lookup.noCustomerFound')}
          </Alert>
        )}
        {result?.__typename === 'StaffLookupValidationError' && (
          <Alert severity="error" role="alert">
            {t('lookup.format')}
          </Alert>
        )}
        {result?.__typename === 'StaffCustomerProfile' && (
          <ProfileView profile={result} bikeNames={bikeNames} onBook={onBook} />
        )}
      </Box>
    </MuiScope>
  );
}
