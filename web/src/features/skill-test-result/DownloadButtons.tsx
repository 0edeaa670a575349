import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { downloadFailureText } from '../../api/file-answer';
import { useNotifications } from '../../components/notifications/notifications-context';
import { downloadRunFile, type RunFileFormat } from './run-download';

const formats: { format: RunFileFormat; label: string }[] = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'junit', label: 'Download JUnit XML' },
];

/** The run as a file (CSV for spreadsheets, JUnit XML for CI dashboards), named as the server names it. */
export function DownloadButtons({ runId }: { runId: string }) {
  const [busy, setBusy] = useState<RunFileFormat>();
  const { notify } = useNotifications();
  const save = async (format: RunFileFormat) => {
    setBusy(format);
    try {
      await downloadRunFile(runId, format);
    } catch (error) {
      const text = downloadFailureText(error);
      if (text)
        notify({
          type: 'error',
          key: 'skill-test-result-download',
          content: `The file could not be downloaded: ${text}`,
        });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {formats.map(({ format, label }) => (
        <Button key={format} iconName="download" loading={busy === format} onClick={() => void save(format)}>
          {label}
        </Button>
      ))}
    </SpaceBetween>
  );
}
