/** Auth: the sign-in pages of both areas and the company selection. */
const auth = {
  signIn: {
    title: 'Sign in',
    subtitle: 'Use the phone number and password of your administrator account.',
    phoneNumber: 'Phone number',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
  },
  company: {
    title: 'Choose a management company',
    subtitle: 'Your account manages several companies. Choose the one to work with.',
    label: 'Management company',
    searchHint: 'Type to search',
    noOptions: 'No companies match',
    continue: 'Continue',
    otherUser: 'Sign in as another user',
  },
  errors: {
    invalidCredentials: 'Wrong phone number or password',
    noPlatformAccess: 'Your account has no access to the platform administration',
    noCompanyAccess: 'Your account does not manage any company',
    tooManyAttempts: 'Too many failed attempts. Try again in 15 minutes.',
    attemptsInProgress:
      'Other sign-ins with this phone number are being checked right now. Try again in a few seconds.',
    addressBanned:
      'Sign-in from your network address is blocked: too many failed attempts, or an administrator’s ban. Try again later.',
    sessionExpired: 'Your session has ended. Please sign in again.',
  },
};
export default auth;
