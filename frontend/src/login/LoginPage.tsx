import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, TextField, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Logo } from './Logo';
import { ThemeToggle, useDarkMode } from '../theme/ThemeToggle';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { translateApiError } from '../common/errors';
import { useAsyncHandler } from '../common/useAsyncHandler';
import { NEXT_PARAM, REASON_PARAM, SESSION_EXPIRED_REASON } from '../providers/returnTo';
import { emailError, requiredError, type FieldCheck } from '../common/fieldErrors';

type Mode = 'signin' | 'register';

/** Sign-in and registration (seed: /login). Registration is hidden while the server says it is closed. */
export function LoginPage() {
  const translate = useTranslate();
  const handle = useAsyncHandler();
  const login = useLogin();
  const [dark] = useDarkMode();
  const [mode, setMode] = useState<Mode>('signin');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [registrationOpen, setRegistrationOpen] = useState(true);
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [searchParams] = useSearchParams();
  const next = searchParams.get(NEXT_PARAM);
  const sessionExpired = searchParams.get(REASON_PARAM) === SESSION_EXPIRED_REASON;

  useEffect(() => {
    let cancelled = false;
    fetch('/api/settings/public')
      .then((r) => (r.ok ? r.json() : null))
      .then((s) => {
        if (!cancelled && s && s.registrationOpen === false) {
          setRegistrationOpen(false);
          setMode('signin');
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const register = mode === 'register';
  // The app's own translated checks instead of the browser's bubbles (which speak the browser's language).
  const checks: Record<keyof typeof form, FieldCheck | null> = {
    name: register ? requiredError(form.name) : null,
    email: requiredError(form.email) ?? emailError(form.email),
    password:
      requiredError(form.password) ??
      (register && form.password.length < 8 ? { key: 'app.validation.minLength', params: { min: 8 } } : null),
  };
  const fieldError = (k: keyof typeof form) => {
    const check = touched ? checks[k] : null;
    return check ? translate(check.key, check.params) : undefined;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setTouched(true);
    if (Object.values(checks).some(Boolean)) return;
    setSubmitting(true);
    try {
      await login(
        register
          ? {
              email: form.email.trim(),
              password: form.password,
              name: form.name.trim(),
              register: true,
              next,
            }
          : { email: form.email.trim(), password: form.password, next },
      );
    } catch (err) {
      setError(translateApiError(err, translate, translate('login.failed')));
      setSubmitting(false);
    }
  }

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: 6,
        position: 'relative',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          display: 'flex',
          alignItems: 'center',
          color: 'text.primary',
        }}
      >
        <LanguageSwitch />
        <ThemeToggle />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }} data-testid="login-card">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
            <Logo dark={dark} />
          </Box>
          <Typography variant="h5" component="h1" align="center" sx={{ fontWeight: 700 }}>
            {translate(register ? 'login.createAccount' : 'login.welcomeBack')}
          </Typography>
          <Typography variant="body2" align="center" color="text.secondary" sx={{ mb: 3 }}>
            {translate(register ? 'login.registerSubtitle' : 'login.signInSubtitle')}
          </Typography>
          {sessionExpired && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="login-session-expired">
              {translate('login.sessionExpired')}
            </Alert>
          )}
          <Box
            component="form"
            onSubmit={handle(submit)}
            noValidate
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            {register && (
              <TextField
                label={translate('login.fullName')}
                name="name"
                value={form.name}
                onChange={set('name')}
                required
                error={!!fieldError('name')}
                helperText={fieldError('name')}
                autoComplete="name"
                fullWidth
              />
            )}
            <TextField
              label={translate('login.email')}
              name="email"
              type="email"
              value={form.email}
              onChange={set('email')}
              required
              error={!!fieldError('email')}
              helperText={fieldError('email')}
              autoComplete="email"
              autoFocus
              fullWidth
            />
            <TextField
              label={translate('login.password')}
              name="password"
              type="password"
              value={form.password}
              onChange={set('password')}
              required
              autoComplete={register ? 'new-password' : 'current-password'}
              error={!!fieldError('password')}
              helperText={fieldError('password') ?? (register ? translate('login.passwordHint') : undefined)}
              slotProps={{ htmlInput: register ? { minLength: 8, maxLength: 128 } : {} }}
              fullWidth
            />
            {error && (
              <Alert severity="error" data-testid="login-error">
                {error}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              data-testid="login-submit"
            >
              {submitting
                ? translate('login.loading')
                : translate(register ? 'login.createAccount' : 'login.signIn')}
            </Button>
          </Box>
          {registrationOpen && (
            <Typography align="center" sx={{ mt: 2 }}>
              <MuiLink
                component="button"
                type="button"
                variant="body2"
                data-testid="login-mode"
                onClick={() => {
                  setError(null);
                  setMode(register ? 'signin' : 'register');
                }}
              >
                {translate(register ? 'login.haveAccount' : 'login.needAccount')}
              </MuiLink>
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export default LoginPage;
