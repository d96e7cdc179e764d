import { ListSubheader, MenuItem } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import type { CylinderType } from '@domain';
import { typeGroupsFor } from './mutationTypeMenu';

/**
 * A group heading in the menu. The select hands each of its children the props of an option (role
 * option, a click handler, aria-selected): a heading takes none of them, so it is neither announced nor
 * counted as a choice. Each option's own label already names its group ('Vullen: ...'), so the heading
 * is hidden from assistive technology rather than read as a stray list item.
 */
function TypeHeading({ heading, first, testId }: { heading: string; first: boolean; testId: string }) {
  return (
    <ListSubheader
      disableSticky
      role="presentation"
      aria-hidden
      data-testid={testId}
      sx={{
        pointerEvents: 'none',
        userSelect: 'none',
        lineHeight: 1.5,
        pt: first ? 1 : 1.5,
        pb: 0.5,
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
        color: 'text.secondary',
        bgcolor: 'transparent',
        borderTop: first ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      {heading}
    </ListSubheader>
  );
}

/**
 * The type menu's children, for a select: a heading per group, then its types (see typeGroupsFor). A
 * select reads its options from its direct children, so this is a list of elements, not a component.
 * The headings are labels, not choices: they do not stick over the options while the menu scrolls (a
 * stuck heading covered the option under it, and a tap on it did nothing), they look unlike an option
 * and a tap on one goes nowhere.
 */
export function mutationTypeOptions({
  cylinderType,
  translate,
}: {
  cylinderType: CylinderType | null | undefined;
  translate: TranslateFunction;
}) {
  return typeGroupsFor(cylinderType).flatMap((g, i) => [
    <TypeHeading
      key={g.key}
      heading={translate(`logs.${g.key}`)}
      first={i === 0}
      testId={`log-type-heading-${g.key}`}
    />,
    ...g.types.map((t) => (
      <MenuItem key={t} value={t} data-testid={`log-type-${t}`} sx={{ pl: 3 }}>
        {translate(`enums.mutationType.${t}`)}
      </MenuItem>
    )),
  ]);
}
