import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { bulkFileTypes, formatBulkFile, type BulkFormat } from '@switchboard/shared';
import { useState } from 'react';
import { exportedEntries } from './bulk-calls';
import { downloadText } from './download';

const labels: Record<BulkFormat, string> = {
  csv: 'Export CSV',
  tsv: 'Export TSV (QnA Maker)',
  json: 'Export JSON (QnABot)',
};

/** The organization's entries as a file in one of the three formats (each imports back unchanged). */
export function ExportButtons({ onError }: { onError: (message: string) => void }) {
  const [busy, setBusy] = useState<BulkFormat | undefined>();
  const run = async (format: BulkFormat) => {
    setBusy(format);
    try {
      const text = formatBulkFile(format, await exportedEntries());
      downloadText(`help-entries.${format}`, text, bulkFileTypes[format]);
    } catch (error) {
      onError((error as Error).message);
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
