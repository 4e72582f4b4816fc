import { guestPage } from '@/lib/auth/guest-page';
import { ForgotPasswordView } from '@/views/customer/forgot-password-view';

export default ForgotPasswordView;

/** Guard "redirect to app": a signed-in visitor goes to `/` (the profile has the change-password form). */
export const getServerSideProps = guestPage('forgot-password', ['Password', 'AccountForm', 'FormErrors']);
