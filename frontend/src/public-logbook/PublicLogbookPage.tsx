import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { DOMAIN_LABELS } from '@domain/labels';
import {
  INSTRUMENT_KIND_LABELS,
  LEAK_CHECK_METHOD_LABELS,
  LOGBOOK_SECTION_LABELS,
} from '@domain/logbook-words';
import type { LogbookSection } from '@domain/installations';
import type { components } from '../api/schema';
import { formatDate, formatDateTime } from '../common/format';
import { LANGUAGES, saveLanguage, type Language } from '../providers/language';
import { publicText, type PublicMessageKey } from './messages';

type Logbook = components['schemas']['LogbookDto'];
type Entry = components['schemas']['LogbookEntryDto'];
type Person = components['schemas']['LogbookPersonDto'];

type State =
  { kind: 'loading' } | { kind: 'ok'; logbook: Logbook } | { kind: 'invalid' } | { kind: 'failed' };

const localeTag = (language: Language) => (language === 'en' ? 'en-GB' : 'nl-NL');

/** The owner's read-only logbook (Art. 7 (a) to (g)) behind a share link; no session, no admin app. */
export default function PublicLogbookPage({
  token,
  initialLanguage,
}: {
  token: string;
  initialLanguage: Language;
}) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const t = (key: PublicMessageKey, values?: Record<string, string | number>) =>
    publicText(language, key, values);
  const label = <G extends keyof typeof DOMAIN_LABELS>(group: G, code: string) =>
    (DOMAIN_LABELS[group] as Record<string, Record<Language, string>>)[code]?.[language] ?? code;
  const kg = (n: number | null) =>
    n === null ? '-' : new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: 3 }).format(n);
  // Dates as the app writes them in both languages (15-04-2010).
  const day = (value: string | null) => formatDate(value);
  const section = (letter: LogbookSection) => LOGBOOK_SECTION_LABELS[letter][language];
  const person = (p: Person) =>
    `${p.name} (${p.certificateNumber ? t('certificate', { number: p.certificateNumber }) : t('noCertificate')})`;
  // Who did the work as the record stored it: the fitter's certificate and the company's of that day.
  const doneBy = (record: { fitter: Person; companyCertificateNumber: string | null }) =>
    `${person(record.fitter)} · ${
      record.companyCertificateNumber
        ? t('companyCertificate', { number: record.companyCertificateNumber })
        : t('noCompanyCertificate')
    }`;

  useEffect(() => {
    document.title = publicText(language, 'title');
  }, [language]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/public/logbook/${encodeURIComponent(token)}`, { signal: controller.signal })
      .then(async (res) => {
        if (res.ok) setState({ kind: 'ok', logbook: (await res.json()) as Logbook });
        else setState({ kind: res.status === 404 || res.status === 400 ? 'invalid' : 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [token]);

  const switchLanguage = (next: Language | null) => {
    if (!next) return;
    saveLanguage(next);
    setLanguage(next);
  };

  const entryTable = (entries: Entry[], testId: string) =>
    entries.length === 0 ? (
      <Typography color="text.secondary">{t('none')}</Typography>
    ) : (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('type')}</TableCell>
              <TableCell align="right">{t('kg')}</TableCell>
              <TableCell>{t('cylinder')}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>{t('who')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(e.date)}</TableCell>
                <TableCell>
                  {label('mutationType', e.mutationType)}
                  {e.corrected ? ` (${t('corrected')})` : ''}
                </TableCell>
                <TableCell align="right">{kg(e.kg)}</TableCell>
                <TableCell>
                  {e.cylinderSerialNumber} · {label('contentOrigin', e.contentOrigin)}
                  {e.originFacility ? ` (${e.originFacility.name})` : ''}
                  {e.recoveredFrom.length > 0
                    ? ` (${t('recoveredFrom', { names: e.recoveredFrom.map((source) => source.name).join(', ') })})`
                    : ''}
                </TableCell>
                <TableCell>{doneBy(e)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );

  return (
    <Box
      component="main"
      sx={{ maxWidth: 960, mx: 'auto', p: { xs: 1.5, sm: 3 } }}
      data-testid="public-logbook"
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          onChange={(_, next: Language | null) => switchLanguage(next)}
          aria-label={t('language')}
        >
          {LANGUAGES.map((lang) => (
            <ToggleButton key={lang} value={lang} data-testid={`public-language-${lang}`}>
              {lang.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      {state.kind === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {state.kind === 'invalid' && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="public-logbook-invalid">
          <AlertTitle>{t('invalidTitle')}</AlertTitle>
          {t('invalidText')}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('failed')}
        </Alert>
      )}
      {state.kind === 'ok' && logbookBody(state.logbook)}
    </Box>
  );

  function logbookBody(logbook: Logbook) {
    const i = logbook.installation;
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="public-logbook-subtitle">
          {logbook.company.name ? t('subtitle', { company: logbook.company.name }) : t('subtitleNoCompany')} ·{' '}
          {t('generatedAt', { date: formatDateTime(logbook.generatedAt) })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          href={`/api/public/logbook/${encodeURIComponent(token)}.pdf?lang=${language}`}
          data-testid="public-logbook-pdf"
          sx={{ mb: 2 }}
        >
          {t('pdf')}
        </Button>

        <Section title={t('installation')}>
          <Typography variant="h6" component="p" data-testid="public-logbook-name">
            {i.name}
          </Typography>
          <Facts
            rows={[
              [t('customer'), logbook.customer.name],
              [t('address'), i.address ?? logbook.customer.address ?? '-'],
              [t('category'), label('installationCategory', i.category)],
              [t('equipment'), [i.manufacturer, i.model, i.serialNumber].filter(Boolean).join(' / ') || '-'],
              [t('installedOn'), day(i.installedOn)],
              [t('status'), label('installationStatus', i.status)],
            ]}
          />
        </Section>

        <Section title={section('A')}>
          <Facts
            rows={[
              [t('gasType'), logbook.charge.gasType],
              [t('gwp'), logbook.charge.gwp ?? '-'],
              [t('chargeKg'), `${kg(logbook.charge.chargeKg)} kg`],
              [t('co2e'), logbook.charge.co2eTonnes === null ? '-' : `${kg(logbook.charge.co2eTonnes)} t`],
              [
                t('interval'),
                i.leakCheckIntervalMonths === null
                  ? t('exempt')
                  : t('months', { n: i.leakCheckIntervalMonths }),
              ],
              [t('nextDue'), day(i.nextLeakCheckDue)],
              [
                t('leakCheckStatus'),
                <Box
                  component="span"
                  data-testid="public-logbook-status"
                  data-status={i.leakCheckStatus}
                  sx={
                    i.leakCheckStatus === 'LEAK_UNREPAIRED'
                      ? { color: 'error.main', fontWeight: 700 }
                      : undefined
                  }
                >
                  {label('leakCheckStatus', i.leakCheckStatus)}
                  {i.leakUnrepairedSince
                    ? ` (${t('leakFoundOn', { date: day(i.leakUnrepairedSince) })})`
                    : ''}
                </Box>,
              ],
            ]}
          />
        </Section>

        <Section title={`${section('B')} · ${t('total')} ${kg(logbook.added.totalKg)} kg`}>
          {entryTable(logbook.added.entries, 'public-logbook-added')}
        </Section>

        <Section title={`${section('C')} · ${t('total')} ${kg(logbook.recovered.totalKg)} kg`}>
          {entryTable(logbook.recovered.entries, 'public-logbook-recovered')}
        </Section>

        <Section title={section('D')}>
          <Facts
            rows={[
              [t('virgin'), `${kg(logbook.origin.virginKg)} kg`],
              [t('recycled'), `${kg(logbook.origin.recycledKg)} kg`],
              [t('reclaimed'), `${kg(logbook.origin.reclaimedKg)} kg`],
              [t('recoveredGas'), `${kg(logbook.origin.recoveredKg)} kg`],
            ]}
          />
        </Section>

        <Section title={section('E')}>
          <Typography sx={{ fontWeight: 600 }}>
            {logbook.company.name}
            {logbook.company.certificateNumbers.length
              ? ` (${t('certificate', { number: logbook.company.certificateNumbers.join(', ') })})`
              : ''}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {logbook.fitters.map((f) => (
              <li key={f.id}>{person(f)}</li>
            ))}
          </Box>
        </Section>

        <Section title={section('F')}>
          {logbook.leakChecks.length === 0 ? (
            <Typography color="text.secondary">{t('none')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="public-logbook-leak-checks">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('date')}</TableCell>
                    <TableCell>{t('result')}</TableCell>
                    <TableCell>{t('instrument')}</TableCell>
                    <TableCell>{t('repair')}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>{t('who')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {logbook.leakChecks.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(c.checkedOn)}</TableCell>
                      <TableCell>
                        {label('leakCheckResult', c.result)}
                        {c.leakLocation ? `: ${c.leakLocation}` : ''}
                        {c.corrected ? ` (${t('corrected')})` : ''}
                      </TableCell>
                      <TableCell>
                        {[
                          c.method ? LEAK_CHECK_METHOD_LABELS[c.method][language] : null,
                          c.instrument
                            ? `${INSTRUMENT_KIND_LABELS[c.instrument.kind][language]} ${c.instrument.serialNumber}`
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ') || '-'}
                      </TableCell>
                      <TableCell>
                        {c.repairedOn ? `${day(c.repairedOn)} ${c.repairDescription ?? ''}` : '-'}
                        {c.followUpDueFrom && c.followUpDueBy
                          ? ` · ${t('followUpDue', { from: day(c.followUpDueFrom), to: day(c.followUpDueBy) })}`
                          : ''}
                      </TableCell>
                      <TableCell>{doneBy(c)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Section>

        <Section title={section('G')}>
          {logbook.decommissioning ? (
            <>
              <Facts
                rows={[
                  [t('date'), day(logbook.decommissioning.decommissionedOn)],
                  [
                    label('logbookEvent', 'DECOMMISSION'),
                    label('gasDestination', logbook.decommissioning.gasDestination),
                  ],
                  [t('recovered'), `${kg(logbook.decommissioning.recoveredKg)} kg`],
                ]}
              />
              {logbook.decommissioning.recordedBy && (
                <Typography variant="body2" color="text.secondary">
                  {t('recordedBy', { name: logbook.decommissioning.recordedBy })}
                </Typography>
              )}
            </>
          ) : (
            <Typography color="text.secondary">{t('notDecommissioned')}</Typography>
          )}
        </Section>
      </>
    );
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, m: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0.5 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
