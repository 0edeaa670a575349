import type { Connection } from '@switchboard/shared';
import { useState } from 'react';
import { DeleteConfirmModal } from '../../../components/list-screen/DeleteConfirmModal';
import { connectionLabel } from './connection-format';

interface Props {
  connection: Connection;
  onCancel: () => void;
  /** Counts the data sets, then deletes; settles when done (the page shows the outcome). */
  onConfirm: (connection: Connection) => Promise<void>;
}

/** The spec's delete prompt, "Are you sure ?", for one connection. */
export function RemoveConnectionModal({ connection, onCancel, onConfirm }: Props) {
  const [removing, setRemoving] = useState(false);
  const label = connectionLabel(connection);
  return (
    <DeleteConfirmModal
      noun="connection"
      verb="Remove"
      label={label}
      deleting={removing}
      onCancel={onCancel}
      onConfirm={() => {
        setRemoving(true);
        void onConfirm(connection);
      }}
      explanation={
        <>
          The connection to <b>{label}</b> will be removed. A connection that data sets still read through cannot be
          removed.
        </>
      }
    />
  );
}
