import type { signInEn } from './signIn.en';

/**
 * The Dutch messages of the sign-in page, which is its own small script (login/signIn.ts) and never loads
 * the whole catalogue; the app's catalogue merges them in (nl.ts).
 */
export const signInNl: typeof signInEn = {
  app: {
    validation: {
      required: 'Verplicht',
      email: 'Vul een geldig e-mailadres in',
      minLength: 'Minstens %{min} tekens',
    },
    header: {
      language: 'Taal',
      switchToLight: 'Naar lichte modus',
      switchToDark: 'Naar donkere modus',
    },
    networkError: 'De server is niet bereikbaar. Controleer je verbinding en probeer opnieuw.',
    timeoutError: 'De server geeft geen antwoord. Controleer je verbinding en probeer het opnieuw.',
  },
  login: {
    welcomeBack: 'Welkom terug',
    signInSubtitle: 'Log in bij F-gas Cilinders',
    createAccount: 'Account aanmaken',
    registerSubtitle: 'Registreer voor F-gas Cilinders',
    signIn: 'Inloggen',
    needAccount: 'Nog geen account? Registreer',
    haveAccount: 'Heb je al een account? Log in',
    email: 'E-mail',
    password: 'Wachtwoord',
    fullName: 'Volledige naam',
    loading: 'Laden...',
    failed: 'Inloggen mislukt. Controleer je gegevens en probeer opnieuw.',
    passwordHint: 'Minstens 8 tekens',
    sessionExpired:
      'Je sessie is beëindigd. Log opnieuw in: wat je invulde is bewaard en je keert terug naar waar je was.',
  },
  errors: {
    VALIDATION_FAILED: 'Niet alle velden zijn geldig. Controleer het formulier en probeer opnieuw.',
    TOO_MANY_REQUESTS: 'Te veel pogingen. Wacht even en probeer opnieuw.',
    INTERNAL_ERROR: 'Er ging iets mis op de server. Probeer het later opnieuw.',
    REGISTRATION_ADMIN_FORBIDDEN: 'Je kunt jezelf niet als beheerder registreren.',
    REGISTRATION_CLOSED: 'Registratie is gesloten. Vraag een beheerder om een account.',
    INVALID_CREDENTIALS: 'Ongeldig e-mailadres of wachtwoord.',
    EMAIL_TAKEN: 'Dit e-mailadres is al in gebruik.',
    SERVICE_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    DATABASE_UNAVAILABLE: 'De database is niet beschikbaar. Probeer het later opnieuw.',
    SHUTTING_DOWN: 'De server wordt herstart. Probeer het zo opnieuw.',
  },
};
