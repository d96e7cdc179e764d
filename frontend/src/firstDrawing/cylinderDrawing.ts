import type { CylinderDetail } from '../api/types';
import { statusColour } from '../common/statusColour';
import { formatKgNumber } from '../common/format';
import { expectedGrossKg } from '../logs/expectedGross';
import { toLocalInput } from '../logs/localInput';
import type { Language } from '../providers/language';
import { isLanding } from '../providers/landing';
import { fill, h, icon, type Messages } from './firstDrawing';

// Material icons' paths, as the page and its form show them.
const ARROW_BACK = 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z';
const DROP_DOWN = 'm7 10 5 5 5-5z';

/**
 * Whether the page opens as drawn here: on its mutations tab (as the page the tab was opened at does),
 * with an empty form and no chip beside the status (the chips and a preselected type change the layout;
 * such a page opens without a drawing).
 */
export function drawsCylinder(cylinder: CylinderDetail, search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    isLanding(`/cylinder/${cylinder.id}`) &&
    !params.has('action') &&
    !params.has('fix') &&
    Array.isArray(cylinder.logs) &&
    cylinder.rentalStatus === 'NONE' &&
    cylinder.retestStatus === 'OK' &&
    !cylinder.returnedOn
  );
}

/** A filled text field (size small) with its label, an optional value and helper text. */
function field(
  label: string,
  { select = false, required = false, value = null as Node | null, helper = '' } = {},
) {
  return h(
    'div',
    'fd-field',
    h(
      'div',
      value ? 'fd-input fd-input-filled' : 'fd-input',
      h('span', value ? 'fd-label fd-label-shrunk' : 'fd-label', label, ...(required ? ['\u2009*'] : [])),
      ...(value ? [value] : []),
      ...(select ? [icon(DROP_DOWN, 'fd-icon fd-select-icon')] : []),
    ),
    ...(helper ? [h('p', 'fd-helper', helper)] : []),
  );
}

/**
 * The cylinder page's first screen (CylinderDetailPage.tsx, phone layout, mutations tab) from its data:
 * back link, the header card, the tabs and the top of the new-mutation form.
 */
export function cylinderDrawing(
  cylinder: CylinderDetail,
  m: Messages,
  language: Language,
  dark: boolean,
): HTMLElement {
  const status = statusColour(cylinder.status, dark ? 'dark' : 'light');
  const statusChip = h(
    'span',
    'fd-chip',
    cylinder.status ? (m.enums.status[cylinder.status] ?? cylinder.status) : '-',
  );
  statusChip.style.background = status.bg;
  statusChip.style.color = status.fg;
  const date = h('input', 'fd-date');
  date.type = 'datetime-local';
  date.value = toLocalInput(new Date());
  const kg = (n: number) => formatKgNumber(n, language);
  return h(
    'div',
    'fd-page',
    h('span', 'fd-back', icon(ARROW_BACK, 'fd-icon fd-back-icon'), m.cylinders.detail.backToList),
    h(
      'div',
      'fd-card fd-header',
      h(
        'div',
        'fd-header-main',
        h('h1', 'fd-h1 fd-serial', cylinder.serialNumber),
        h('p', 'fd-p', cylinder.gasType),
        h('div', 'fd-chips', statusChip),
      ),
      ...(cylinder.qrCode
        ? [h('div', 'fd-qr', h('span', 'fd-qr-code'), h('span', 'fd-caption', m.labels.qrCode))]
        : []),
    ),
    h(
      'div',
      'fd-tabs',
      h('span', 'fd-tab', m.cylinders.detail.tabDetails),
      h('span', 'fd-tab fd-tab-on', `${m.cylinders.detail.tabLogs} (${cylinder.logs.length})`),
    ),
    h(
      'div',
      'fd-card fd-form',
      h('h3', 'fd-form-title', m.logs.addTitle),
      h(
        'div',
        'fd-fields',
        field(m.logs.fitter, { select: true, required: true }),
        field(m.logs.mutationType, { select: true, required: true }),
        field(m.logs.workOrder),
        field(m.logs.date, { value: date, helper: m.logs.dateHint }),
        field(m.instruments.picker.label, { select: true }),
        h(
          'p',
          'fd-p fd-body2',
          fill(m.logs.expectedGross, {
            gross: kg(expectedGrossKg(cylinder.currentWeight, cylinder.tareWeight)),
            content: kg(cylinder.currentWeight),
            tare: kg(cylinder.tareWeight),
          }),
        ),
      ),
    ),
  );
}
