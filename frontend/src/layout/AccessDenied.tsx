import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Link } from 'react-router-dom';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';

export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="access-denied">
      <Title title={translate('app.accessDenied.title')} />
      <LockIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {translate('app.accessDenied.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.accessDenied.text')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.accessDenied.back')}
      </Button>
    </Box>
  );
}

/** Renders its children only for roles with access to the admin pages; others see the access-denied page. */
export function AdminOnly({ children, resource = 'admin' }: { children: ReactNode; resource?: string }) {
  const { isPending, canAccess } = useCanAccess({ resource, action: 'access' });
  if (isPending) return <Loading />;
  return canAccess ? <>{children}</> : <AccessDenied />;
}

export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Title title={translate('app.notFound.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.notFound.title')}
      </Typography>
      <Button component={Link} to="/" sx={{ mt: 2 }}>
        {translate('app.notFound.back')}
      </Button>
    </Box>
  );
}
