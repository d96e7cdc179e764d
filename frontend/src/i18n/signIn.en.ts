/**
 * The English messages of the sign-in page, which is its own small script (login/signIn.ts) and never loads
 * the whole catalogue; the app's catalogue merges them in (en.ts).
 */
export const signInEn = {
  app: {
    validation: {
      required: 'Required',
      email: 'Enter a valid e-mail address',
      minLength: 'At least %{min} characters',
    },
    header: {
      language: 'Language',
      switchToLight: 'Switch to Light Mode',
      switchToDark: 'Switch to Dark Mode',
    },
    networkError: 'The server cannot be reached. Check your connection and try again.',
    timeoutError: 'The server does not answer. Check your connection and try again.',
  },
  login: {
    welcomeBack: 'Welcome Back',
    signInSubtitle: 'Sign in to F-gas Cylinders',
    createAccount: 'Create Account',
    registerSubtitle: 'Register for F-gas Cylinders',
    signIn: 'Sign In',
    needAccount: 'Need an account? Register',
    haveAccount: 'Already have an account? Sign in',
    email: 'Email',
    password: 'Password',
    fullName: 'Full name',
    loading: 'Loading...',
    failed: 'Sign-in failed. Check your details and try again.',
    passwordHint: 'At least 8 characters',
    sessionExpired:
      'Your session has ended. Sign in again: what you typed has been kept and you will return to where you were.',
  },
  errors: {
    VALIDATION_FAILED: 'Some fields are not valid. Check the form and try again.',
    TOO_MANY_REQUESTS: 'Too many attempts. Wait a moment and try again.',
    INTERNAL_ERROR: 'Something went wrong on the server. Try again later.',
    REGISTRATION_ADMIN_FORBIDDEN: 'You cannot register yourself as an administrator.',
    REGISTRATION_CLOSED: 'Registration is closed. Ask an administrator for an account.',
    INVALID_CREDENTIALS: 'Invalid e-mail or password.',
    EMAIL_TAKEN: 'This e-mail address is already in use.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Try again later.',
    DATABASE_UNAVAILABLE: 'The database is not available. Try again later.',
    SHUTTING_DOWN: 'The server is restarting. Try again in a moment.',
  },
};
