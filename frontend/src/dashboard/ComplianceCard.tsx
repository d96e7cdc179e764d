import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { complianceLines, type ComplianceCounts, type ComplianceLine } from './complianceLinks';

const GROUPS = ['rentals', 'retests', 'certificates', 'instruments'] as const;

function Line({ line }: { line: ComplianceLine }) {
  const translate = useTranslate();
  const chip = (
    <Chip
      size="small"
      label={line.count}
      color={line.count > 0 ? line.severity : 'default'}
      // Outlined: a filled amber chip is a light patch on the dark theme.
      variant="outlined"
      data-testid={`compliance-${line.id}-count`}
      data-count={line.count}
      sx={{ fontWeight: 700, minWidth: 32, cursor: line.to && line.count > 0 ? 'pointer' : 'default' }}
    />
  );
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5 }}
      data-testid={`compliance-${line.id}`}
    >
      {line.to && line.count > 0 ? (
        <Link component={RouterLink} to={line.to} data-testid={`compliance-${line.id}-link`} variant="body2">
          {translate(line.label)}
        </Link>
      ) : (
        <Typography variant="body2" color={line.count > 0 ? 'text.primary' : 'text.secondary'}>
          {translate(line.label)}
        </Typography>
      )}
      {line.to && line.count > 0 ? (
        // The name holds the count it shows (a screen reader's user and a voice command say what they see).
        <RouterLink to={line.to} aria-label={`${translate(line.label)}: ${line.count}`} tabIndex={-1}>
          {chip}
        </RouterLink>
      ) : (
        chip
      )}
    </Box>
  );
}

/**
 * Rentals (amber, red), cylinder retests (due soon, overdue), fitters' certificates (expiring, expired) and,
 * once the API reports them, instruments overdue for calibration; each count leads to the filtered list
 * where there is one.
 */
export function ComplianceCard({ counts }: { counts: ComplianceCounts }) {
  const translate = useTranslate();
  const lines = complianceLines(counts);
  const titles: Record<(typeof GROUPS)[number], string> = {
    rentals: 'dashboard.compliance.rentals',
    retests: 'dashboard.compliance.retests',
    certificates: 'dashboard.compliance.certificates',
    instruments: 'dashboard.compliance.instruments',
  };
  const groups = GROUPS.filter((g) => lines.some((l) => l.group === g));
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="compliance-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
          {translate('dashboard.compliance.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: `repeat(${groups.length}, minmax(0, 1fr))`,
            },
            gap: 2,
          }}
        >
          {groups.map((group) => (
            <Box key={group} sx={{ minWidth: 0 }} data-testid={`compliance-${group}`}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {translate(titles[group])}
              </Typography>
              {lines
                .filter((l) => l.group === group)
                .map((line) => (
                  <Line key={line.id} line={line} />
                ))}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
