import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { accessAllows, routes } from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { failureText } from '../../api/api-error';
import { relay } from '../../api/client';
import { useRoute } from '../../api/use-route';
import { usePrincipal } from '../../session/principal';
import { HelpEditForm } from './HelpEditForm';
import { HelpText } from './HelpText';

import { HELP_TITLE_ID } from './help-ids';

/**
 * The left help panel of the page the user is on (GetInAppHelpByURL). Static, as the spec has it: Escape and
 * clicks elsewhere leave it open; its Close button closes it. Focus moves to its title when it opens.
 */
export default function InAppHelpPanel({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const role = usePrincipal().Role;
  const help = useRoute('GetInAppHelpByURL', { url: pathname });
  // The page whose help is being edited: going to another page leaves the edit behind.
  const [editingPath, setEditingPath] = useState<string>();
  const editing = editingPath === pathname;
  const title = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (url: string) => relay('DeleteInAppHelp', { query: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['GetInAppHelpByURL'] }),
  });

  useEffect(() => title.current?.focus(), []);

  const canEdit = accessAllows(routes.PutInAppHelp.access, role);
  const canReset = help.data?.Source === 'organization' && accessAllows(routes.DeleteInAppHelp.access, role);
  const scopeText =
    role === 'PlatformAdmin' ? 'Saved as the default of every organization.' : 'Saved for your organization.';

  return (
    <div className="sb-help-panel">
      <div className="sb-help-panel-header">
        <h2 id={HELP_TITLE_ID} ref={title} tabIndex={-1}>
          {help.data?.Title ?? 'Help'}
        </h2>
        <Button variant="icon" iconName="close" ariaLabel="Close help panel" onClick={onClose} />
      </div>
      <div className="sb-help-panel-body">
        {help.isPending && <Spinner size="large" />}
        {help.isError && <Alert type="error">{failureText('GetInAppHelpByURL', help.error)}</Alert>}
        {help.data && editing && (
          <HelpEditForm
            key={help.data.Url}
            help={help.data}
            scopeText={scopeText}
            onDone={() => setEditingPath(undefined)}
          />
        )}
        {help.data && !editing && (
          <SpaceBetween size="m">
            <div>
              <HelpText content={help.data.Content} />
            </div>
            {reset.isError && <Alert type="error">{failureText('DeleteInAppHelp', reset.error)}</Alert>}
            {(canEdit || canReset) && (
              <SpaceBetween direction="horizontal" size="xs">
                {canEdit && <Button onClick={() => setEditingPath(pathname)}>Edit help</Button>}
                {canReset && (
                  <Button loading={reset.isPending} onClick={() => reset.mutate(help.data.Url)}>
                    Use the default help
                  </Button>
                )}
              </SpaceBetween>
            )}
          </SpaceBetween>
        )}
      </div>
    </div>
  );
}
