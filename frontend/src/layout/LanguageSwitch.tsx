import { Button, ButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, saveLanguage, type Language } from '../providers/language';

/**
 * nl / en switch; the choice is kept in localStorage 'i18nextLng'. On a phone only the
 * language to switch to shows: the header's title needs the room ("Dashbo..." was cut for it).
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <ButtonGroup
      size="small"
      variant="text"
      color={color}
      aria-label={translate('app.header.language')}
      data-testid="language-switch"
      // A touch target of 44 px: the group's own rule for its buttons (40 px) outranks the buttons' sx.
      sx={{ '& .MuiButtonGroup-grouped': { minWidth: 44 } }}
    >
      {LANGUAGES.map((lang: Language) => (
        <Button
          key={lang}
          color={color}
          onClick={() => {
            saveLanguage(lang);
            setLocale(lang);
          }}
          aria-pressed={locale === lang}
          data-testid={`lang-${lang}`}
          sx={{
            display: { xs: locale === lang ? 'none' : 'inline-flex', sm: 'inline-flex' },
            minWidth: 44,
            px: 0.5,
            // The language not chosen keeps the full colour (dimmed it fell below 4.5:1 on the blue bar);
            // the chosen one is bold and underlined.
            fontWeight: locale === lang ? 800 : 400,
            textDecoration: locale === lang ? 'underline' : 'none',
            textUnderlineOffset: 4,
            color: 'inherit',
            borderColor: 'transparent !important',
          }}
        >
          {lang.toUpperCase()}
        </Button>
      ))}
    </ButtonGroup>
  );
}

export default LanguageSwitch;
