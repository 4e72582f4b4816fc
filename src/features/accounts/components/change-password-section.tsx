/** Change-password section of /profile (resetOldPassword). Placeholder until the accounts work lands. */
export function ChangePasswordSection({ isGoogleAccount }: { isGoogleAccount: boolean }) {
  void isGoogleAccount;
  return null;
}
