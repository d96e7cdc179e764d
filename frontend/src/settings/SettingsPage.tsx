import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { ErrorBanner } from '../common/ErrorBanner';
import { emailError, firstError, requiredError, type FieldCheck } from '../common/fieldErrors';
import { useErrorMessage } from '../common/errors';
import { useAsyncHandler } from '../common/useAsyncHandler';
import { dataProvider } from '../providers/dataProvider';
import { getStoredUser, storeSession, type SessionUser } from '../providers/session';
import { LANGUAGES, saveLanguage } from '../providers/language';
import { useDarkMode } from '../theme/ThemeToggle';
import { CertificateCard } from './CertificateCard';

/**
 * /settings: own name, e-mail, password change (PUT /api/auth/me answers a new token), the own F-gas
 * certificate (read-only), language, theme.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const handle = useAsyncHandler();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage();
  const [locale, setLocale] = useLocaleState();
  const [dark, setDark] = useDarkMode();
  const me = getStoredUser();
  const [values, setValues] = useState({
    name: me?.name ?? '',
    email: me?.email ?? '',
    currentPassword: '',
    newPassword: '',
  });
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  // The page's own translated checks instead of the browser's bubbles.
  const checks: Record<string, FieldCheck | null> = {
    name: requiredError(values.name),
    email: firstError(requiredError(values.email), emailError(values.email)),
    newPassword:
      values.newPassword && values.newPassword.length < 8
        ? { key: 'app.validation.minLength', params: { min: 8 } }
        : null,
  };
  const fieldError = (k: string) => {
    const c = touched ? checks[k] : null;
    return c ? translate(c.key, c.params) : null;
  };
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (Object.values(checks).some(Boolean)) return;
    setError(null);
    setSaving(true);
    const body: Record<string, string> = {};
    if (values.name.trim() && values.name.trim() !== me?.name) body.name = values.name.trim();
    if (values.email.trim() && values.email.trim() !== me?.email) body.email = values.email.trim();
    if (values.newPassword) {
      body.newPassword = values.newPassword;
      body.currentPassword = values.currentPassword;
    } else if (values.currentPassword) {
      body.currentPassword = values.currentPassword;
    }
    try {
      const result = await dataProvider.put<{ token: string; user: SessionUser }>('auth/me', body);
      storeSession(result.token, result.user);
      setValues({
        name: result.user.name,
        email: result.user.email ?? '',
        currentPassword: '',
        newPassword: '',
      });
      notify('settings.saved', { type: 'success' });
      refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  const set = (f: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [f]: e.target.value }));

  return (
    <Box data-testid="settings-page" sx={{ maxWidth: 640 }}>
      <PageHeader title={translate('settings.title')} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader title={translate('settings.profile')} slotProps={{ title: { variant: 'h6' } }} />
        <CardContent
          component="form"
          onSubmit={handle(submit)}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <ErrorBanner message={error} onClose={() => setError(null)} />
          <TextField
            label={translate('settings.name')}
            name="name"
            value={values.name}
            onChange={set('name')}
            required
            error={!!fieldError('name')}
            helperText={fieldError('name')}
          />
          <TextField
            label={translate('settings.email')}
            name="email"
            type="email"
            value={values.email}
            onChange={set('email')}
            required
            error={!!fieldError('email')}
            helperText={fieldError('email')}
          />
          <Divider>{translate('settings.passwordSection')}</Divider>
          <TextField
            label={translate('settings.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
          <TextField
            label={translate('settings.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={!!fieldError('newPassword')}
            helperText={fieldError('newPassword') ?? translate('settings.passwordHint')}
            slotProps={{ htmlInput: { minLength: 8, maxLength: 128 } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={saving} data-testid="profile-save">
              {saving ? translate('app.action.saving') : translate('settings.saveProfile')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <CertificateCard />
      <Card variant="outlined">
        <CardHeader title={translate('settings.preferences')} slotProps={{ title: { variant: 'h6' } }} />
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Box component="label" sx={{ display: 'block', mb: 0.5, color: 'text.secondary', fontSize: 14 }}>
              {translate('settings.language')}
            </Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={locale}
              onChange={(_, v: string | null) => {
                if (v === 'nl' || v === 'en') {
                  saveLanguage(v);
                  setLocale(v);
                }
              }}
            >
              {LANGUAGES.map((l) => (
                <ToggleButton key={l} value={l} data-testid={`settings-lang-${l}`}>
                  {l === 'nl' ? 'Nederlands' : 'English'}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Box>
            <Box component="label" sx={{ display: 'block', mb: 0.5, color: 'text.secondary', fontSize: 14 }}>
              {translate('settings.theme')}
            </Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={dark ? 'dark' : 'light'}
              onChange={(_, v: string | null) => v && setDark(v === 'dark')}
            >
              <ToggleButton value="light" data-testid="settings-theme-light">
                {translate('settings.light')}
              </ToggleButton>
              <ToggleButton value="dark" data-testid="settings-theme-dark">
                {translate('settings.dark')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default SettingsPage;
