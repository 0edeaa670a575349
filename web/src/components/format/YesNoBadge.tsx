import Badge from '@cloudscape-design/components/badge';

/** A yes/no value in a table or details: a badge that reads Yes or No (never "True"/"False"). */
export function YesNoBadge({ value }: { value: boolean }) {
  return <Badge color={value ? 'green' : 'grey'}>{value ? 'Yes' : 'No'}</Badge>;
}
