import { useState } from 'react';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete, formatDateTime, translateApiError, useFormatKg } from '../common';
import { discard, retry } from './outbox';
import type { QueuedWrite } from './queue';
import { fixPath } from './fixPath';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * One write saved on this phone: what it is, "waiting to send", or the server's refusal in the fitter's
 * language with "edit" (its form, pre-filled with what was saved), "send again" (after fixing what was
 * refused elsewhere: a certificate, a setting) and "discard".
 */
export function QueuedWriteRow({ write }: { write: QueuedWrite }) {
  const translate = useTranslate();
  const kg = useFormatKg();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const fix = fixPath(write);
  const b = write.body;
  const summary =
    write.resource === 'logs'
      ? [
          translate(`enums.mutationType.${text(b.mutationType)}`, { _: text(b.mutationType) }),
          b.weightBefore !== null && b.weightBefore !== undefined ? kg(text(b.weightBefore)) : null,
          b.weightAfter !== null && b.weightAfter !== undefined ? `→ ${kg(text(b.weightAfter))}` : null,
          text(b.workOrder),
        ]
      : write.resource === 'leak-checks'
        ? [text(b.checkedOn), text(b.result)]
        : [text(b.serialNumber), text(b.gasType)];
  return (
    <Box
      data-testid="queued-write"
      data-state={write.refused ? 'refused' : 'waiting'}
      data-resource={write.resource}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={write.refused ? 'error' : 'default'}
          variant="outlined"
          label={translate(write.refused ? 'offline.refusedChip' : 'offline.waitingChip')}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(`offline.kind.${write.resource}`)}
        </Typography>
        <Typography variant="body2">{summary.filter(Boolean).join(' ')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('offline.savedAt', { time: formatDateTime(new Date(write.queuedAt)) })}
        </Typography>
      </Box>
      {write.refused && (
        <Alert
          severity="error"
          data-testid="queued-write-refusal"
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {fix && (
                <Button size="small" onClick={() => void navigate(fix)} data-testid="queued-write-edit">
                  {translate('offline.edit')}
                </Button>
              )}
              <Button size="small" onClick={() => void retry(write)} data-testid="queued-write-retry">
                {translate('offline.retry')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setConfirming(true)}
                data-testid="queued-write-discard"
              >
                {translate('offline.discard')}
              </Button>
            </Box>
          }
        >
          {translateApiError(write.refused, translate, undefined, write.resource)}
        </Alert>
      )}
      <ConfirmDelete
        open={confirming}
        content={translate('offline.discardConfirm')}
        onConfirm={() => discard(write.seq)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
