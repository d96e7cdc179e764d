import { ACTIONS, type Action } from '@domain/mutation-types';
import type { DashboardStats } from '../api/types';
import { formatKg, formatNumber, formatPercent } from '../common/format';
import type { Language } from '../providers/language';
import { fill, h, icon, type Messages } from './firstDrawing';

// Material icons' paths, as the dashboard shows them (dashboard/DashboardPage.tsx).
const WARNING = 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z';
const ACTION_ICONS: Record<Action, string> = {
  charge:
    'm19.77 7.23.01-.01-3.72-3.72L15 4.56l2.11 2.11c-.94.36-1.61 1.26-1.61 2.33 0 1.38 1.12 2.5 2.5 2.5.36 0 .69-.08 1-.21v7.21c0 .55-.45 1-1 1s-1-.45-1-1V14c0-1.1-.9-2-2-2h-1V5c0-1.1-.9-2-2-2H6c-1.1 0-2 .9-2 2v16h10v-7.5h1.5v5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V9c0-.69-.28-1.32-.73-1.77M12 10H6V5h6zm6 0c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  recovery:
    'M5.77 7.15 7.2 4.78l1.03-1.71c.39-.65 1.33-.65 1.72 0l1.48 2.46-1.23 2.06-1 1.62zm15.95 5.82-1.6-2.66-3.46 2L18.87 16H20c.76 0 1.45-.43 1.79-1.11.14-.28.21-.58.21-.89 0-.36-.1-.71-.28-1.03M16 21h1.5c.76 0 1.45-.43 1.79-1.11L20.74 17H16v-2l-4 4 4 4zm-6-4H5.7l-.84 1.41c-.3.5-.32 1.12-.06 1.65.28.57.87.94 1.52.94H10zm-3.88-2.65 1.73 1.04L6.48 9.9 1 11.27l1.7 1.02-.41.69c-.35.59-.38 1.31-.07 1.92l1.63 3.26zm10.9-9.21-1.3-2.17C15.35 2.37 14.7 2 14 2h-3.53l3.12 5.2-1.72 1.03 5.49 1.37 1.37-5.49z',
  'leak-detection':
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  'leak-repair':
    'm22.7 19-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4',
  'cylinder-info':
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-6h2zm0-8h-2V7h2z',
  transfer: 'M6.99 11 3 15l3.99 4v-3H14v-2H6.99zM21 9l-3.99-4v3H10v2h7.01v3z',
};

function stat(label: string, value: string, note?: string): HTMLElement {
  return h(
    'div',
    'fd-card',
    h('p', 'fd-p fd-body2 fd-nowrap', label),
    h('div', 'fd-value', value),
    ...(note ? [h('div', 'fd-caption fd-nowrap', note)] : []),
  );
}

/**
 * The dashboard's first screen (DashboardPage.tsx, phone layout) from its data: heading and greeting, the
 * weight-gap banner, the quick actions and, for an admin (`stock`), the figure cards (a fitter's own work
 * follows when the app has drawn it).
 */
export function dashboardDrawing(
  stats: DashboardStats,
  messages: Messages,
  language: Language,
  userName: string,
  stock = true,
): HTMLElement {
  const m = messages.dashboard;
  return h(
    'div',
    'fd-page',
    h('h1', 'fd-h1', m.title),
    h('p', 'fd-p fd-mb2', fill(m.welcome, { name: userName })),
    ...(stats.weightGapCount > 0
      ? [
          h(
            'div',
            'fd-alert',
            h('div', 'fd-alert-icon', icon(WARNING)),
            h(
              'div',
              'fd-alert-message',
              h('div', 'fd-alert-title', m.gapTitle),
              h('span', null, fill(m.gapText, { smart_count: stats.weightGapCount })),
            ),
            h('div', 'fd-alert-action', h('span', 'fd-text-btn', m.viewDetails)),
          ),
        ]
      : []),
    h('h2', 'fd-h2', m.quickActions),
    h('div', 'fd-actions', ...ACTIONS.map((a) => h('div', 'fd-action', icon(ACTION_ICONS[a]), m.actions[a]))),
    ...(stock ? [figures(stats, messages, language)] : []),
  );
}

/** The figure cards of an admin's dashboard. */
function figures(stats: DashboardStats, messages: Messages, language: Language): HTMLElement {
  const s = messages.dashboard.stats;
  const number = (n: number) => formatNumber(n, language);
  return h(
    'div',
    'fd-stats',
    stat(
      s.totalCylinders,
      number(stats.totalCylinders),
      fill(s.fillUpReclaim, { fillUp: stats.fillUpCylinders, reclaim: stats.reclaimCylinders }),
    ),
    stat(
      s.active,
      number(stats.activeCylinders),
      fill(s.activePercent, { percent: formatPercent(stats.activePercent, language).replace('%', '') }),
    ),
    stat(
      s.maintenance,
      number(stats.maintenanceCylinders),
      stats.maintenanceCylinders > 0 ? s.requiresAttention : s.allGood,
    ),
    stat(
      s.inactive,
      number(stats.inactiveCylinders),
      fill(s.decommissioned, { count: stats.decommissionedCylinders }),
    ),
    stat(s.totalWeight, formatKg(stats.totalWeightKg, language)),
    stat(
      s.totalCo2e,
      stats.totalCo2eTonnes === null
        ? '-'
        : fill(messages.app.tonnesCo2e, {
            value: formatNumber(stats.totalCo2eTonnes, language, 3),
          }),
    ),
    stat(s.withLogs, number(stats.cylindersWithLogs)),
    stat(s.refrigerantTypes, number(stats.refrigerantTypes)),
  );
}
