/**
 * Shared UI bits used by the admin pages and the fitter pages. Keep these exports stable.
 */
export {
  formatKg,
  formatKgNumber,
  formatKgSigned,
  formatNumber,
  formatPercent,
  formatDate,
  formatDateTime,
} from './format';
export { translateApiError, useErrorMessage, errorBody, errorCode, type ApiErrorBody } from './errors';
export { StatusBadge } from './StatusBadge';
export { FillLevelBar } from './FillLevelBar';
export { GwpDot } from './GwpDot';
export { StatCard, StatCards } from './StatCard';
export { PageHeader } from './PageHeader';
export { ErrorBanner } from './ErrorBanner';
export { FormDialog } from './FormDialog';
export { ConfirmDelete } from './ConfirmDelete';
export { useLocale, useFormatKg, useFormatNumber } from './useLocale';
