import { guestPage } from '@/lib/auth/guest-page';
import { RegisterView } from '@/views/customer/register-view';

export default RegisterView;

/** Guard "redirect to app": a signed-in visitor goes to `/`. */
export const getServerSideProps = guestPage('register', ['Register', 'AccountForm', 'FormErrors', 'PhoneLogin', 'PhoneCheck']);
