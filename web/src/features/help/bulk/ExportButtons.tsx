import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { bulkFileTypes, formatBulkFile, type BulkExportFormat } from '@switchboard/shared';
import { useState } from 'react';
import { downloadFailureText, downloadFile } from '../../../api/file-answer';
import { exportedEntries } from './bulk-calls';

const labels: Record<BulkExportFormat, string> = {
  csv: 'Export CSV',
  tsv: 'Export TSV (QnA Maker)',
  json: 'Export JSON (QnABot)',
};

/** The organization's entries as a file in one of the three formats (each imports back unchanged). */
export function ExportButtons({ onError }: { onError: (message: string) => void }) {
  const [busy, setBusy] = useState<BulkExportFormat | undefined>();
  const run = async (format: BulkExportFormat) => {
    setBusy(format);
    try {
      await downloadFile(async () => ({
        name: `help-entries.${format}`,
        content: formatBulkFile(format, await exportedEntries()),
        type: bulkFileTypes[format],
      }));
    } catch (error) {
      const text = downloadFailureText(error);
      if (text) onError(text);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {(['csv', 'tsv', 'json'] as const).map((format) => (
        <Button key={format} iconName="download" loading={busy === format} onClick={() => void run(format)}>
          {labels[format]}
        </Button>
      ))}
    </SpaceBetween>
  );
}
