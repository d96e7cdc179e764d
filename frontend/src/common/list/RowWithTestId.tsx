import { DatagridRow, type DatagridRowProps } from 'react-admin';

/**
 * A <Datagrid> row with a test id and the record's own data attributes (`data-*` from `attributes`), so
 * browser tests and scripts find a row by what it shows.
 */
export function RowWithTestId({
  testId,
  attributes,
  ...props
}: DatagridRowProps & { testId: string; attributes?: (record: DatagridRowProps['record']) => object }) {
  return <DatagridRow {...props} data-testid={testId} {...(attributes?.(props.record) ?? {})} />;
}
