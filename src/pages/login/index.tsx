import { guestPage } from '@/lib/auth/guest-page';
import { LoginView } from '@/views/customer/login-view';

export default LoginView;

/** Guard "redirect to app": someone fully signed in (Firebase cookie and Vendure session) goes to `/`. */
export const getServerSideProps = guestPage('login', ['Login', 'PhoneLogin', 'GoogleLogin']);
