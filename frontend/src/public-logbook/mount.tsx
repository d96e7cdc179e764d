import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { initialLanguage } from '../providers/language';
import PublicLogbookPage from './PublicLogbookPage';

/** Renders the owner's logbook page on its own: no react-admin, no session, no app catalogue. */
export function mountPublicLogbook(element: HTMLElement, token: string): void {
  const language = initialLanguage();
  document.documentElement.lang = language;
  createRoot(element).render(
    <StrictMode>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <PublicLogbookPage token={token} initialLanguage={language} />
      </ThemeProvider>
    </StrictMode>,
  );
}
