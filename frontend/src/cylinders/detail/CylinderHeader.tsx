import { memo, useState } from 'react';
import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../common';
import { QrCode } from '../../labels/QrCode';
import { QrLabelDialog } from '../../labels/QrLabelDialog';
import type { CylinderDetail } from '../../api/types';
import { ComplianceChips } from '../ComplianceChips';

/**
 * The cylinder page's head: back to the list, serial, gas, status and compliance chips, the QR code (its
 * label opens from it). Memoised on the cylinder: the page re-renders for its form, history, notices and
 * saved-on-this-phone entries, none of which change the head (its QR code alone is a matrix to compute).
 */
export const CylinderHeader = memo(function CylinderHeader({ cylinder }: { cylinder: CylinderDetail }) {
  const translate = useTranslate();
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <>
      <Button
        component={RouterLink}
        to="/cylinders"
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {translate('cylinders.detail.backToList')}
      </Button>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              data-testid="cylinder-serial"
            >
              {cylinder.serialNumber}
            </Typography>
            <Typography color="text.secondary" data-testid="cylinder-gas">
              {cylinder.gasType}
            </Typography>
            <Box sx={{ mt: 1, display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
              <StatusBadge status={cylinder.status} />
              <ComplianceChips cylinder={cylinder} />
            </Box>
          </Box>
          {cylinder.qrCode && (
            <Box sx={{ textAlign: 'center', flexShrink: 0 }}>
              <Link
                component="button"
                type="button"
                onClick={() => setQrOpen(true)}
                title={translate('cylinders.detail.qrOpen')}
                aria-label={translate('cylinders.detail.qrOpen')}
                data-testid="cylinder-qr-link"
                sx={{ display: 'block' }}
              >
                <QrCode value={cylinder.qrCode} size={88} title={translate('labels.qrCode')} />
              </Link>
              <Typography variant="caption" color="text.secondary">
                {translate('labels.qrCode')}
              </Typography>
              <QrLabelDialog
                open={qrOpen}
                onClose={() => setQrOpen(false)}
                value={cylinder.qrCode}
                serial={cylinder.serialNumber}
              />
            </Box>
          )}
        </CardContent>
      </Card>
    </>
  );
});
