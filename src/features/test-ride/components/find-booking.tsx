import { findBookingSchema, type FindBookingValues, normalizeBookingCode, toE164 } from '@alva/rules';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formKit } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { browserPart } from '@/lib/browser-part';
import { type HandoffProps, useHandoffDefaults } from '@/lib/interaction-part';
import { CancelTestRideByCodeMutation, TestRideByCodeQuery } from '../graphql/test-ride';
import { FindBookingFields, findBookingFormProps, linkedCode } from './find-booking-fields';
import { type FindProblem, ProblemNotice, problemOf } from './find-problem';
import styles from './find-booking.module.css';

type Booking = TestRideBooking_BookingFragment;

// The look-up form is native controls (its shell is in the page's HTML until this loads); the booking found (MUI)
// loads when a look-up starts (issue 19).
const loadFoundBooking = () => import('./found-booking').then((m) => m.FoundBookingPanel);
const FoundBookingPanel = browserPart(loadFoundBooking);

/**
 * A guest's "find my booking": booking code + the phone it was made with → the booking, add-to-calendar,
 * directions and cancel. Failed guesses are limited by the server (TOO_MANY_ATTEMPTS with a retry time).
 * The page shows its shell (find-booking-fields.tsx) until someone uses the form; what was typed there is `handoff`.
 */
export function FindBooking({ bikeNames = {}, handoff = null }: { bikeNames?: Record<string, string> } & HandoffProps) {
  const tFind = useTranslations('TestRideFind');
  const router = useRouter();
  const client = useApolloClient();
  const form = useRulesForm<FindBookingValues>(findBookingSchema, useHandoffDefaults({ code: '', phone: '' }, handoff));
  const [problem, setProblem] = useState<FindProblem | null>(null);
  const [found, setFound] = useState<{ booking: Booking; code: string; phone: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelProblem, setCancelProblem] = useState<FindProblem | null>(null);
  const [justCancelled, setJustCancelled] = useState(false);
  const [cancel, { loading: cancelling }] = useMutation(CancelTestRideByCodeMutation);
  const resultRef = useRef<HTMLDivElement>(null);

  // The confirmation e-mail links here with ?code=…
  const queryCode = linkedCode(router.query.code);
  useEffect(() => {
    if (queryCode && !form.getValues('code')) form.setValue('code', queryCode);
  }, [queryCode, form]);

  useEffect(() => {
    if (found || problem) resultRef.current?.focus();
  }, [found, problem]);

  async function lookUp(values: FindBookingValues) {
    // Fetched while the server looks; a failure to load shows when the part itself asks for it.
    loadFoundBooking().catch(() => undefined);
    const variables = { code: normalizeBookingCode(values.code), phone: toE164(values.phone) };
    setProblem(null);
    setFound(null);
    setJustCancelled(false);
    try {
      const { data } = await client.query({ query: TestRideByCodeQuery, variables, fetchPolicy: 'no-cache' });
      const result = data?.testRideByCode;
      if (result?.__typename === 'TestRideBooking') setFound({ booking: result, ...variables });
      else if (result) setProblem(problemOf(result));
      else setProblem({ kind: 'failed' });
    } catch {
      setProblem({ kind: 'failed' });
    }
  }

  async function confirmCancel() {
    if (!found) return;
    setCancelProblem(null);
    try {
      const { data } = await cancel({ variables: { code: found.code, phone: found.phone } });
      const result = data?.cancelTestRideByCode;
      if (result?.__typename === 'TestRideBooking') {
        setFound({ ...found, booking: result });
        setJustCancelled(true);
        setConfirming(false);
        resultRef.current?.focus();
      } else if (result) {
        setCancelProblem(problemOf(result));
      } else setCancelProblem({ kind: 'failed' });
    } catch {
      setCancelProblem({ kind: 'failed' });
    }
  }

  return (
    <>
      <RulesForm form={form} {...findBookingFormProps} onValid={lookUp} aria-label={tFind('formLabel')}>
        <FindBookingFields kit={formKit} />
      </RulesForm>
      <div ref={resultRef} tabIndex={-1} className={styles.result} aria-live="polite">
        {problem && <ProblemNotice problem={problem} />}
        {found && (
          <FoundBookingPanel
            booking={found.booking}
            bikeName={bikeNames[found.booking.productSlug] ?? found.booking.productSlug}
            justCancelled={justCancelled}
            confirming={confirming}
            cancelling={cancelling}
            cancelProblem={cancelProblem}
            onCancel={() => {
              setCancelProblem(null);
              setConfirming(true);
            }}
            onConfirmCancel={confirmCancel}
            onCloseCancel={() => setConfirming(false)}
          />
        )}
      </div>
    </>
  );
}
