import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';

const statusTypes: Record<string, StatusIndicatorProps.Type> = {
  Draft: 'pending',
  Issued: 'in-progress',
  Paid: 'success',
  Overdue: 'warning',
  Cancelled: 'stopped',
};

export function InvoiceStatus({ status }: { status: string }) {
  return <StatusIndicator type={statusTypes[status] ?? 'info'}>{status}</StatusIndicator>;
}
