import Button from '@cloudscape-design/components/button';
import { logTypeLabel } from './log-type-label';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Alert from '@cloudscape-design/components/alert';
import type { UsageLog } from '@switchboard/shared';
import { useState } from 'react';
import { formatDateTime } from '../../components/format/date-time';
import { usePageTitle } from '../../components/page/use-page-title';
import { downloadFailureText, downloadFile } from '../../api/file-answer';
import { ClientCell } from './ClientCell';
import { exportLogs } from './log-csv';
import { LogFiltersForm } from './LogFiltersForm';
import { LogVolumeChart } from './LogVolumeChart';
import { useLogPages } from './use-log-pages';
import { useUrlLogFilters } from './use-url-log-filters';

const columns = [
  { id: 'date', header: 'Date', cell: (log: UsageLog) => formatDateTime(log.LogDate), width: 150 },
  { id: 'type', header: 'Type', cell: (log: UsageLog) => logTypeLabel(log.LogType), width: 130 },
  { id: 'module', header: 'Module', cell: (log: UsageLog) => log.ModuleName, width: 170 },
  { id: 'text', header: 'What happened', cell: (log: UsageLog) => log.LogText, isRowHeader: true },
  { id: 'email', header: 'By', cell: (log: UsageLog) => log.Email, width: 220 },
  { id: 'client', header: 'Client', cell: (log: UsageLog) => <ClientCell log={log} />, width: 200 },
];

/** /usage-logs: the organization's audit trail, filtered and paged on the server (the table neither sorts nor filters). */
export default function UsageLogsPage() {
  usePageTitle('Usage logs');
  const [filters, setFilters] = useUrlLogFilters();
  const pages = useLogPages(filters);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();

  const exportCsv = async () => {
    setExporting(true);
    setExportError(undefined);
    try {
      await downloadFile(async () => ({
        name: `usage-logs-${filters.start}-to-${filters.end}.csv`,
        content: await exportLogs(filters),
        type: 'text/csv',
      }));
    } catch (error) {
      setExportError(downloadFailureText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description="Who did what, and when, in your organization.">
          Usage logs
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Log volume</Header>}>
          <LogVolumeChart filters={filters} />
        </Container>
        {exportError && <Alert type="error">The export failed: {exportError}</Alert>}
        <Table
          items={pages.logs}
          columnDefinitions={columns}
          trackBy="LogID"
          variant="container"
          wrapLines
          loading={pages.loading}
          loadingText="Reading the usage logs"
          ariaLabels={{ tableLabel: 'Usage logs' }}
          empty={
            pages.error
              ? `The usage logs could not be read: ${pages.error.message}`
              : 'No usage logs match these filters.'
          }
          header={
            <Header
              variant="h2"
              actions={
                <Button iconName="download" loading={exporting} onClick={() => void exportCsv()}>
                  Export CSV
                </Button>
              }
            >
              Logs
            </Header>
          }
          filter={
            // A new form when the URL's filters change (back, forward): it shows them.
            <LogFiltersForm key={JSON.stringify(filters)} value={filters} onApply={setFilters} />
          }
          pagination={
            <Pagination
              currentPageIndex={pages.pageIndex + 1}
              pagesCount={pages.pagesCount}
              openEnd={pages.hasMore}
              onChange={({ detail }) => pages.goTo(detail.currentPageIndex - 1)}
              ariaLabels={{
                nextPageLabel: 'Next page',
                previousPageLabel: 'Previous page',
                pageLabel: (n) => `Page ${n}`,
              }}
            />
          }
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
