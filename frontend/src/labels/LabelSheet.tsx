import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * The printable sheet of QR labels: `columns` across on paper (the print stylesheet reads --qr-columns),
 * fewer on a narrow screen so a label stays scannable while it is chosen.
 */
export function LabelSheet({
  columns,
  testId,
  children,
}: {
  columns: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      className="qr-print-grid"
      data-testid={testId}
      data-columns={columns}
      style={{ ['--qr-columns' as string]: columns }}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
          md: `repeat(${Math.min(columns, 3)}, minmax(0, 1fr))`,
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One label: the code, the name in bold and a second line. Black on white in both themes, because it is
 * printed and scanned.
 */
export function LabelCard({
  code,
  name,
  detail,
  ...attributes
}: {
  code: ReactNode;
  name: string;
  detail: string;
  'data-testid': string;
} & Record<`data-${string}`, string | number | undefined>) {
  return (
    <Box
      className="qr-print-card"
      {...attributes}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: '#fff',
        color: '#000',
        breakInside: 'avoid',
      }}
    >
      {code}
      <Typography
        sx={{ fontWeight: 700, mt: 0.5, color: '#000', textAlign: 'center', overflowWrap: 'anywhere' }}
      >
        {name}
      </Typography>
      <Typography variant="body2" sx={{ color: '#333', textAlign: 'center', overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
    </Box>
  );
}
