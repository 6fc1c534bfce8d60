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
  twoFactor: {
    /** The sign-in's second step. */
    verify: {
      title: 'Two-factor sign-in',
      subtitle: 'Enter the six-digit code from your authenticator app, or one of your recovery codes.',
    },
    enrolStep: {
      title: 'Set up two-factor sign-in',
      subtitle:
        'Your account must sign in with a code from an authenticator app. Scan the QR code with the app (Google Authenticator, Aegis, 1Password and the like), then enter the code it shows.',
    },
    code: 'Code',
    codeHint: 'Six digits, or a recovery code',
    submit: 'Confirm',
    otherUser: 'Sign in as another user',
    qr: 'QR code to add this account to an authenticator app',
    manualEntry: 'Cannot scan it? Enter this key in the app:',
    /** The sign-in's header while an enrolment's recovery codes are shown. */
    recovery: {
      title: 'Save your recovery codes',
      subtitle:
        'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    },
    recoveryTitle: 'Save your recovery codes',
    recoveryText:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    recoveryCodesLabel: 'Recovery codes',
    copy: 'Copy the codes',
    copied: 'Copied',
    continue: 'I have saved them, continue',
    /** The page of the signed-in user (the account menu). */
    page: {
      menu: 'Two-factor sign-in',
      title: 'Two-factor sign-in',
      intro:
        'A code from an authenticator app on your phone is asked for after the password, so that a stolen password alone does not open your account.',
      enabled: 'Two-factor sign-in is on.',
      disabled: 'Two-factor sign-in is off.',
      required: 'Your account must use it: it cannot be turned off.',
      recoveryLeft: '%{smart_count} unused recovery code |||| %{smart_count} unused recovery codes',
      enable: 'Turn on',
      start: 'Scan the QR code with your authenticator app, then enter the code it shows to confirm.',
      confirm: 'Confirm',
      cancel: 'Cancel',
      disable: 'Turn off',
      disableHint: 'Enter a current code to turn two-factor sign-in off.',
      regenerate: 'New recovery codes',
      regenerateHint: 'Enter a current code: new recovery codes replace the old ones, which stop working.',
      done: 'Done',
      turnedOff: 'Two-factor sign-in turned off',
      lostPhone:
        'Lost your phone? Sign in with a recovery code, or ask a platform administrator to reset your second factor.',
    },
    errors: {
      invalidCode: 'Wrong or already used code',
      challengeExpired: 'The sign-in has expired. Enter your phone number and password again.',
      state: 'Two-factor sign-in has changed meanwhile. Reload the page.',
      required: 'Your account must sign in with a second factor: it cannot be turned off.',
    },
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
