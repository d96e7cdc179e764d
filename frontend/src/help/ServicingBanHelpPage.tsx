import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SERVICING_BAN_RULES } from '@domain';
import { PageHeader } from '../common/PageHeader';
import { formatDate } from '../common/format';

/**
 * /help/servicing-ban: the servicing ban of Regulation (EU) 2024/573 Art. 13(3) as the register applies it.
 * The table is the domain's own rule data (SERVICING_BAN_RULES, the table the server checks fill-ups
 * against), so the page can never say something else than the warning does; only the words are translated.
 */
export function ServicingBanHelpPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`help.servicingBan.${key}`, options);
  return (
    <Box data-testid="servicing-ban-help" sx={{ maxWidth: 900 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography gutterBottom>{t('intro')}</Typography>
          {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
          <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('title')}>
            <Table size="small" data-testid="servicing-ban-rules">
              <TableHead>
                <TableRow>
                  <TableCell>{t('categories')}</TableCell>
                  <TableCell>{t('gwp')}</TableCell>
                  <TableCell>{t('virgin')}</TableCell>
                  <TableCell>{t('recycled')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {SERVICING_BAN_RULES.map((rule) => (
                  <TableRow key={rule.categories.join()} data-testid="servicing-ban-rule">
                    <TableCell>
                      {rule.categories.map((c) => translate(`enums.installationCategory.${c}`)).join(', ')}
                    </TableCell>
                    <TableCell>{t('gwpFrom', { gwp: rule.minimumGwp })}</TableCell>
                    <TableCell>{t('from', { date: formatDate(rule.virginBannedFrom) })}</TableCell>
                    <TableCell>{t('from', { date: formatDate(rule.recycledBannedFrom) })}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('warning')}
      </Alert>
      <Alert severity="warning">{t('exempt')}</Alert>
    </Box>
  );
}

export default ServicingBanHelpPage;
