import { Box, Button, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useTranslate } from 'react-admin';

/**
 * The top of a quick action's picker: a search field and the button that opens the camera instead. On a
 * phone the button is its icon only, so the field keeps the width.
 */
export function PickerSearchBar({
  value,
  onChange,
  placeholder,
  onScan,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  onScan: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
      <TextField
        autoFocus
        fullWidth
        size="small"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        slotProps={{
          htmlInput: { 'data-testid': 'picker-search', 'aria-label': placeholder },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        variant="contained"
        onClick={onScan}
        startIcon={<QrCodeScannerIcon />}
        data-testid="picker-scan"
        sx={{ flexShrink: 0 }}
        aria-label={translate('scanner.open')}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('scanner.open')}
        </Box>
      </Button>
    </Box>
  );
}
