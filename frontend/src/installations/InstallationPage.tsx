import { useParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import type { Installation } from '../api/types';

/** /installations/:id (placeholder until the tabs land). */
export function InstallationPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const { data, isPending } = useGetOne<Installation>('installations', { id: Number(id) });
  if (isPending) return <Loading />;
  return (
    <Box data-testid="installation-page">
      <Typography variant="h5">{data?.name ?? translate('installations.notFound')}</Typography>
    </Box>
  );
}

export default InstallationPage;
