import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  FillLevelBar,
  formatDate,
  formatKgSigned,
  formatNumber,
  formatPercent,
  useFormatKg,
  useLocale,
} from '../../common';
import { ContentChart } from './ContentChart';
import { expectedGrossKg } from '../../logs/expectedGross';
import { flaggedGapEntry } from '../../logs/gapExplainLogic';
import type { CylinderDetail } from '../../api/types';
import { RentalChip, RetestChip } from '../ComplianceChips';
import { ReturnSlipButton } from './ReturnSlipButton';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-child': { borderBottom: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, textAlign: 'right' }}
        data-testid={testId}
        component="div"
      >
        {value}
      </Typography>
    </Box>
  );
}

/** A status chip beside its date; on a narrow card the chip goes above the date, the date never breaks. */
const chipAndDate = {
  display: 'flex',
  gap: 0.5,
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap-reverse',
} as const;

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The read-only view: weights, mutation totals, current content (with the gross reading the scale should show:
 * content + tare) and info, and the content chart. The gap alert leads to the flagged entry in the history
 * (onShowEntry with its id, or null when it is not loaded).
 */
export function CylinderInfoCards({
  cylinder,
  onShowEntry,
}: {
  cylinder: CylinderDetail;
  onShowEntry?: (logId: number | null) => void;
}) {
  const translate = useTranslate();
  const kg = useFormatKg();
  const locale = useLocale();
  const f = (key: string) => translate(`cylinders.detail.fields.${key}`);
  const life = (key: string) => translate(`resources.cylinders.fields.${key}`);
  const none = translate('cylinders.life.none');
  const date = (value: string | null) => (value ? formatDate(value) : none);
  const recovery = cylinder.cylinderType === 'RECLAIM';
  return (
    <Box>
      {cylinder.returnedOn && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="cylinder-returned">
          <AlertTitle>{translate('cylinders.return.returnedTitle')}</AlertTitle>
          {translate('cylinders.return.returnedText', {
            date: formatDate(cylinder.returnedOn),
            weight: kg(cylinder.weightAtReturn),
          })}
          {cylinder.returnReference ? ` ${life('returnReference')}: ${cylinder.returnReference}.` : ''}
          {/* Below the text, not as the alert's action: on a phone the action column squeezes it. */}
          <Box sx={{ mt: 1 }}>
            <ReturnSlipButton cylinderId={cylinder.id} />
          </Box>
        </Alert>
      )}
      {cylinder.hasWeightGap && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="cylinder-gap-flag"
          action={
            onShowEntry && (
              <Button
                color="inherit"
                size="small"
                onClick={() => onShowEntry(flaggedGapEntry(cylinder.logs ?? [])?.id ?? null)}
                data-testid="cylinder-gap-show"
              >
                {translate('cylinders.detail.gapFlagShow')}
              </Button>
            )
          }
        >
          {translate('cylinders.detail.gapFlag')}
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}
      >
        <InfoCard title={translate('cylinders.detail.cards.weights')}>
          <Row label={f('deliveryWeight')} value={kg(cylinder.deliveryWeight)} testId="delivery-weight" />
          <Row label={f('tareWeight')} value={kg(cylinder.tareWeight)} testId="tare-weight" />
          <Row label={f('initialWeight')} value={kg(cylinder.initialWeight)} testId="initial-weight" />
        </InfoCard>
        <InfoCard title={translate('cylinders.detail.cards.logs')}>
          <Row
            label={f('totalFilled')}
            value={cylinder.totalFilled ? formatKgSigned(-cylinder.totalFilled, locale) : kg(0)}
            testId="total-filled"
          />
          <Row
            label={f('totalReclaimed')}
            value={formatKgSigned(cylinder.totalReclaimed, locale)}
            testId="total-reclaimed"
          />
          <Row
            label={f('netDifference')}
            value={formatKgSigned(cylinder.netDifference, locale)}
            testId="net-difference"
          />
          <Row label={f('logCount')} value={cylinder.logCount} />
        </InfoCard>
        <InfoCard title={translate('cylinders.detail.cards.current')}>
          <Row label={f('currentWeight')} value={kg(cylinder.currentWeight)} testId="current-weight" />
          <Row
            label={f('expectedGross')}
            value={kg(expectedGrossKg(cylinder.currentWeight, cylinder.tareWeight))}
            testId="expected-gross"
          />
          {recovery && (
            <Row
              label={f('capacity')}
              value={cylinder.capacity === null ? f('capacityUnknown') : kg(cylinder.capacity)}
              testId="capacity"
            />
          )}
          <Row
            label={f('fillLevel')}
            value={
              // A recovery cylinder of unknown capacity has no percentage to show: its level says "in use".
              recovery && cylinder.capacity === null ? (
                translate(`enums.fillLevel.${cylinder.fillLevel}`)
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
                  <FillLevelBar
                    fillPercent={cylinder.fillPercent}
                    fillLevel={cylinder.fillLevel}
                    width={80}
                  />
                  {formatPercent(cylinder.fillPercent, locale)}
                </Box>
              )
            }
            testId="fill-level-row"
          />
          {cylinder.co2eTonnes !== null && (
            <Row
              label={f('co2e')}
              value={translate('app.tonnesCo2e', {
                value: formatNumber(cylinder.co2eTonnes, locale, 3),
              })}
              testId="co2e"
            />
          )}
          {cylinder.gwp !== null && (
            <Row label={f('gwp')} value={formatNumber(cylinder.gwp, locale, 0)} testId="gwp" />
          )}
          <Row label={f('cylinderType')} value={translate(`enums.cylinderType.${cylinder.cylinderType}`)} />
          <Row label={f('ownership')} value={translate(`enums.ownership.${cylinder.ownership}`)} />
          {cylinder.supplierName && <Row label={f('supplier')} value={cylinder.supplierName} />}
          <Row
            label={translate('cylinders.origin.contentOrigin')}
            value={translate(`enums.contentOrigin.${cylinder.contentOrigin}`)}
            testId="content-origin"
          />
          {cylinder.recoveredFrom.length > 0 && (
            <Row
              label={translate('cylinders.origin.recoveredFrom')}
              value={
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {cylinder.recoveredFrom.map((source) => (
                    <li key={source.installationId}>
                      <Link component={RouterLink} to={`/installations/${source.installationId}`}>
                        {source.name}
                      </Link>{' '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        ({kg(source.kg)})
                      </Box>
                    </li>
                  ))}
                </Box>
              }
              testId="recovered-from"
            />
          )}
          {cylinder.originFacility && (
            <Row
              label={translate('cylinders.origin.facility')}
              value={[
                cylinder.originFacility.name,
                cylinder.originFacility.address,
                cylinder.originFacility.certificateNumber,
              ]
                .filter(Boolean)
                .join(' · ')}
              testId="origin-facility"
            />
          )}
          {cylinder.location && <Row label={f('location')} value={cylinder.location} />}
          {cylinder.purchaseDate && (
            <Row label={f('purchaseDate')} value={formatDate(cylinder.purchaseDate)} testId="purchase-date" />
          )}
          <Row label={f('createdAt')} value={formatDate(cylinder.createdAt)} />
        </InfoCard>
      </Box>
      <Box sx={{ mt: 2 }} data-testid="cylinder-life">
        <InfoCard title={translate('cylinders.life.title')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
            <Box>
              <Row label={life('receivedOn')} value={date(cylinder.receivedOn)} testId="received-on" />
              <Row
                label={life('deliveryReference')}
                value={cylinder.deliveryReference ?? none}
                testId="delivery-reference"
              />
              <Row
                label={life('retestDue')}
                value={
                  <Box sx={chipAndDate}>
                    <RetestChip cylinder={cylinder} />
                    <span style={{ whiteSpace: 'nowrap' }}>{date(cylinder.retestDue)}</span>
                  </Box>
                }
                testId="retest-due"
              />
            </Box>
            {cylinder.ownership === 'HUUR' && (
              <Box>
                <Row
                  label={life('rentalFreeUntil')}
                  value={
                    <Box sx={chipAndDate}>
                      <RentalChip cylinder={cylinder} />
                      <span style={{ whiteSpace: 'nowrap' }}>{date(cylinder.rentalFreeUntil)}</span>
                    </Box>
                  }
                  testId="rental-free-until"
                />
                <Row
                  label={life('rentalReturnBy')}
                  value={date(cylinder.rentalReturnBy)}
                  testId="rental-return-by"
                />
              </Box>
            )}
          </Box>
        </InfoCard>
      </Box>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('cylinders.detail.chart.title')}
          </Typography>
          <ContentChart cylinder={cylinder} logs={cylinder.logs ?? []} />
        </CardContent>
      </Card>
    </Box>
  );
}

export default CylinderInfoCards;
