import type { Type } from '@nestjs/common';
import { RefrigerantsModule } from './refrigerants/refrigerants.module';
import { SuppliersModule } from './suppliers/suppliers.module';
import { CylindersModule } from './cylinders/cylinders.module';
import { ScanModule } from './scan/scan.module';
import { LogsModule } from './logs/logs.module';
import { StatsModule } from './stats/stats.module';
import { CustomersModule } from './customers/customers.module';
import { InstallationsModule } from './installations/installations.module';
import { LeakChecksModule } from './leak-checks/leak-checks.module';
import { LogbookModule } from './logbook/logbook.module';
import { ShareLinksModule } from './share-links/share-links.module';
import { BalancesModule } from './balances/balances.module';
import { InstrumentsModule } from './instruments/instruments.module';

/** The register's modules (refrigerants, suppliers, cylinders, logs, stats, scan, customers, installations, leak checks, the installation logbook and its share links, measuring instruments), added as they land. */
export const FEATURE_MODULES: Type[] = [
  RefrigerantsModule,
  SuppliersModule,
  CylindersModule,
  ScanModule,
  LogsModule,
  StatsModule,
  CustomersModule,
  InstallationsModule,
  LeakChecksModule,
  LogbookModule,
  ShareLinksModule,
  BalancesModule,
  InstrumentsModule,
];
