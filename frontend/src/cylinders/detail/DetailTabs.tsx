import { memo } from 'react';
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

export type TabName = 'details' | 'logs';

/**
 * The cylinder page's two tabs. Memoised: MUI's tabs measure themselves and the page after every render
 * of theirs, which forces the browser to lay out the whole page there and then; re-rendered with each
 * step of the page (the form, then the history, joining), that layout fell in those steps' tasks.
 */
export const DetailTabs = memo(function DetailTabs({
  tab,
  logCount,
  onChange,
}: {
  tab: TabName;
  logCount: number;
  onChange: (tab: TabName) => void;
}) {
  const translate = useTranslate();
  return (
    <Tabs
      value={tab}
      onChange={(_, t: TabName) => onChange(t)}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      variant="fullWidth"
    >
      <Tab value="details" label={translate('cylinders.detail.tabDetails')} data-testid="tab-details" />
      <Tab
        value="logs"
        label={`${translate('cylinders.detail.tabLogs')} (${logCount})`}
        data-testid="tab-logs"
      />
    </Tabs>
  );
});
