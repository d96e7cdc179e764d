import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StatCard, StatCards } from '../StatCard';

export interface RegisterStat {
  /** Names the label (`<resource>.stats.<key>`) and the test id (`stat-<key>`). */
  key: string;
  /** The figure; '-' while it is loading. */
  value: number | undefined;
  icon?: ReactNode;
}

/** The stat cards above a register, one per figure, labelled from the register's own messages. */
export function RegisterStats({ resource, stats }: { resource: string; stats: RegisterStat[] }) {
  const translate = useTranslate();
  return (
    <StatCards>
      {stats.map((s) => (
        <StatCard
          key={s.key}
          label={translate(`${resource}.stats.${s.key}`)}
          value={s.value ?? '-'}
          testId={`stat-${s.key}`}
          icon={s.icon}
        />
      ))}
    </StatCards>
  );
}
