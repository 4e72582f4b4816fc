import { guestPage } from '@/lib/auth/guest-page';
import { LoginEmailView } from '@/views/customer/login-email-view';

export default LoginEmailView;

/** Guard "redirect to app": a signed-in visitor goes to `/`. */
export const getServerSideProps = guestPage('login-email', ['Login', 'AccountForm', 'FormErrors']);
