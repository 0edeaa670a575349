import Popover from '@cloudscape-design/components/popover';
import type { UsageLog } from '@switchboard/shared';
import { clientText, userAgentOf } from './client-text';

/** The Client cell: browser and system ("Chrome 130 on Windows"); the address and whole user agent in its details. */
export function ClientCell({ log }: { log: UsageLog }) {
  const text = clientText(log.LogClient);
  if (!text) return <>-</>;
  const address = log.LogClient.split(';')[0]?.trim();
  return (
    <Popover
      header="Client"
      size="large"
      triggerType="text"
      dismissAriaLabel="Close"
      content={
        <>
          {address && <div>{`Address: ${address}`}</div>}
          <div style={{ overflowWrap: 'anywhere' }}>{`User agent: ${userAgentOf(log.LogClient)}`}</div>
        </>
      }
    >
      {text}
    </Popover>
  );
}
