import { DatagridRow, useRecordContext, type DatagridRowProps } from 'react-admin';

/**
 * A <Datagrid> row with a test id and the record's own data attributes (`data-*` from `attributes`), so
 * browser tests and scripts find a row by what it shows. The body hands each row its record through the
 * record context, not as a prop.
 */
export function RowWithTestId({
  testId,
  attributes,
  ...props
}: DatagridRowProps & { testId: string; attributes?: (record: DatagridRowProps['record']) => object }) {
  const record = useRecordContext(props);
  return <DatagridRow {...props} data-testid={testId} {...(attributes?.(record) ?? {})} />;
}
