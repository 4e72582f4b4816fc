import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import NextLink from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { routes } from '@/config/routes';
import { UndoEmailChangeMutation } from '../graphql/email-accounts';
import { MuiScope } from '@/components/mui-scope';

type State = 'working' | 'success' | 'expired' | 'invalid' | 'missing' | 'conflict' | 'tooMany' | 'failed';

/**
 * /undo-email-change?token=…, the link in the notice to the old address after a profile e-mail change: cancels the
 * change or puts the old address back. Consumed in the browser, so link scanners fetching the page don't use it up.
 */
export function UndoEmailChangeResult() {
  return (
    <MuiScope>
      <UndoEmailChangeResultContent />
    </MuiScope>
  );
}

function UndoEmailChangeResultContent() {
  const t = useTranslations('UndoEmailChange');
  const tf = useTranslations('AccountForm');
  const router = useRouter();
  const [state, setState] = useState<State>('working');
  const [undo] = useMutation(UndoEmailChangeMutation);
  const started = useRef(false);

  useEffect(() => {
    if (!router.isReady || started.current) return;
    started.current = true;
    const token = typeof router.query.token === 'string' ? router.query.token : '';
    if (!token) {
      setState('missing');
      return;
    }
    undo({ variables: { token } })
      .then(({ data }) => {
        switch (data?.undoEmailChange.__typename) {
          case 'AccountActionSuccess':
            return setState('success');
          case 'VerificationTokenExpiredError':
            return setState('expired');
          case 'VerificationTokenInvalidError':
            return setState('invalid');
          case 'EmailAddressConflictError':
            return setState('conflict');
          case 'AccountRateLimitedError':
            return setState('tooMany');
          default:
            return setState('failed');
        }
      })
      .catch(() => setState('failed'));
  }, [router.isReady, router.query.token, undo]);

  if (state === 'working') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('working')}</Typography>
      </Box>
    );
  }
  if (state === 'success') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" role="status">
          {t('success')}
        </Alert>
        <Button component={NextLink} href={routes.loginEmail} variant="contained">
          {t('signIn')}
        </Button>
      </Box>
    );
  }
  const problem = state === 'tooMany' ? tf('tooManyAttempts') : state === 'failed' ? tf('systemError') : t(state);
  return (
    <Alert severity="error" role="alert">
      {problem}
    </Alert>
  );
}
