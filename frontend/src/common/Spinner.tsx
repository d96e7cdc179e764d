import { CircularProgress, type CircularProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** MUI's progress circle with a name in the page language: a screen reader says what is loading. */
export function Spinner(props: CircularProgressProps) {
  const translate = useTranslate();
  return <CircularProgress aria-label={translate('ra.page.loading')} {...props} />;
}
