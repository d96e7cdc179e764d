import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormHelperText,
  Switch,
  TextField,
} from '@mui/material';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { ErrorBanner } from '../common/ErrorBanner';
import { firstError, numberError, requiredError } from '../common/fieldErrors';
import { useErrorMessage } from '../common/errors';
import { formatDecimalInput, parseDecimal } from '../common/decimalInput';
import { useLocale } from '../common/useLocale';
import { useAsyncHandler } from '../common/useAsyncHandler';
import { dataProvider } from '../providers/dataProvider';
import type { Settings } from '../api/types';
import { certificateStatus, localDate } from '@domain';

/** /admin/settings: self-registration, weight-gap tolerance, organisation name, public URL (GET/PUT /api/settings). */
export function AdminSettingsPage() {
  const translate = useTranslate();
  const handle = useAsyncHandler();
  const notify = useNotify();
  const errorMessage = useErrorMessage('settings');
  const locale = useLocale();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [tolerance, setTolerance] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  // The page's own translated check instead of the browser's bubble.
  const toleranceCheck = firstError(requiredError(tolerance), numberError(tolerance, 0, 10));
  const toleranceError =
    touched && toleranceCheck ? translate(toleranceCheck.key, toleranceCheck.params) : null;

  useEffect(() => {
    dataProvider
      .get<Settings>('settings')
      .then((s) => {
        setSettings(s);
        setTolerance(formatDecimalInput(s.weightGapTolerance, locale));
      })
      .catch((e) => setLoadError(errorMessage(e, translate('settings.admin.loadFailed'))));
    // Loaded once; the language at that moment decides the separator shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorMessage, translate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!settings) return;
    setTouched(true);
    if (toleranceCheck) return;
    setError(null);
    setSaving(true);
    try {
      const body = {
        registrationOpen: settings.registrationOpen,
        weightGapTolerance: parseDecimal(tolerance),
        organisationName: settings.organisationName ?? '',
        publicUrl: (settings.publicUrl ?? '').trim().replace(/\/+$/, ''),
        companyCertificateNumber: settings.companyCertificateNumber?.trim() || null,
        companyCertificateBody: settings.companyCertificateBody?.trim() || null,
        companyCertificateValidUntil: settings.companyCertificateValidUntil || null,
        blockUncertifiedWork: settings.blockUncertifiedWork,
      };
      const saved = await dataProvider.put<Settings>('settings', body);
      setSettings(saved);
      setTolerance(formatDecimalInput(saved.weightGapTolerance, locale));
      notify('settings.admin.saved', { type: 'success' });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  const companyStatus = settings
    ? certificateStatus(
        { number: settings.companyCertificateNumber, validUntil: settings.companyCertificateValidUntil },
        localDate(new Date()),
      )
    : null;

  return (
    <Box data-testid="admin-settings-page" sx={{ maxWidth: 640 }}>
      <PageHeader title={translate('settings.admin.title')} subtitle={translate('settings.admin.subtitle')} />
      {loadError ? (
        <Alert severity="error">{loadError}</Alert>
      ) : !settings ? (
        <Loading />
      ) : (
        <Card variant="outlined">
          <CardContent
            component="form"
            onSubmit={handle(submit)}
            noValidate
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <ErrorBanner message={error} onClose={() => setError(null)} />
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={settings.registrationOpen}
                    onChange={(e) => setSettings({ ...settings, registrationOpen: e.target.checked })}
                    slotProps={{ input: { 'data-testid': 'registration-open' } as object }}
                  />
                }
                label={translate('settings.admin.registrationOpen')}
              />
              <FormHelperText>{translate('settings.admin.registrationHint')}</FormHelperText>
            </Box>
            <TextField
              label={translate('settings.admin.weightGapTolerance')}
              name="weightGapTolerance"
              value={tolerance}
              onChange={(e) => setTolerance(e.target.value)}
              error={!!toleranceError}
              helperText={toleranceError ?? translate('settings.admin.weightGapHint')}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              required
            />
            <TextField
              label={translate('settings.admin.organisationName')}
              name="organisationName"
              value={settings.organisationName ?? ''}
              onChange={(e) => setSettings({ ...settings, organisationName: e.target.value })}
              helperText={translate('settings.admin.organisationHint')}
            />
            <TextField
              label={translate('settings.admin.publicUrl')}
              name="publicUrl"
              type="url"
              value={settings.publicUrl ?? ''}
              onChange={(e) => setSettings({ ...settings, publicUrl: e.target.value })}
              helperText={translate('settings.admin.publicUrlHint')}
            />
            <TextField
              label={translate('settings.admin.companyCertificateNumber')}
              name="companyCertificateNumber"
              value={settings.companyCertificateNumber ?? ''}
              onChange={(e) => setSettings({ ...settings, companyCertificateNumber: e.target.value })}
            />
            <TextField
              label={translate('settings.admin.companyCertificateBody')}
              name="companyCertificateBody"
              value={settings.companyCertificateBody ?? ''}
              onChange={(e) => setSettings({ ...settings, companyCertificateBody: e.target.value })}
            />
            <TextField
              label={translate('settings.admin.companyCertificateValidUntil')}
              name="companyCertificateValidUntil"
              type="date"
              value={settings.companyCertificateValidUntil ?? ''}
              onChange={(e) =>
                setSettings({ ...settings, companyCertificateValidUntil: e.target.value || null })
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {companyStatus === 'EXPIRED' || companyStatus === 'EXPIRING_SOON' ? (
              <Alert
                severity={companyStatus === 'EXPIRED' ? 'error' : 'warning'}
                data-testid="company-certificate-warning"
              >
                {translate(
                  companyStatus === 'EXPIRED'
                    ? 'settings.admin.companyCertificateExpired'
                    : 'settings.admin.companyCertificateExpiring',
                )}
              </Alert>
            ) : null}
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={settings.blockUncertifiedWork}
                    onChange={(e) => setSettings({ ...settings, blockUncertifiedWork: e.target.checked })}
                    slotProps={{ input: { 'data-testid': 'block-uncertified-work' } as object }}
                  />
                }
                label={translate('settings.admin.blockUncertifiedWork')}
              />
              <FormHelperText>{translate('settings.admin.blockUncertifiedHint')}</FormHelperText>
            </Box>
            <Box>
              <Button type="submit" variant="contained" disabled={saving} data-testid="admin-settings-save">
                {saving ? translate('app.action.saving') : translate('app.action.save')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

export default AdminSettingsPage;
