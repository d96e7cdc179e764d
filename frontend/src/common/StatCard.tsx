import type { ReactNode } from 'react';
import { Card, CardContent, Typography, Box } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { formatNumber } from './format';

/** A small figure card used at the top of the register pages. */
export function StatCard({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  const [locale] = useLocaleState();
  return (
    <Card variant="outlined" data-testid={testId} sx={{ flex: '1 1 140px', minWidth: 0 }}>
      <CardContent
        sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        {icon && <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {label}
          </Typography>
          <Typography variant="h6" component="div" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {typeof value === 'number' ? formatNumber(value, locale) : value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export function StatCards({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>{children}</Box>;
}

export default StatCard;
