import Alert from '@cloudscape-design/components/alert';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { INVITATION_DAYS } from '@switchboard/shared';
import { useRef } from 'react';
import { ClosingModal } from '../../../components/modal/ClosingModal';
import type { ShownLink } from './use-invitation-actions';

/** A fresh registration link, copied to the clipboard when the browser allows it and shown to copy by hand. */
export function InvitationLinkModal({ shown, onDismiss }: { shown: ShownLink; onDismiss: () => void }) {
  const input = useRef<InputProps.Ref>(null);
  return (
    <ClosingModal header="Invitation link" onDismiss={onDismiss}>
      <SpaceBetween size="m">
        <Alert type={shown.copied ? 'success' : 'info'}>
          {shown.copied
            ? 'The link is copied to the clipboard.'
            : 'The browser did not allow copying automatically: copy the link below.'}
        </Alert>
        <FormField
          label={`Registration link for ${shown.user.Email}`}
          description={`Hand it to the invitee: it works once, for ${INVITATION_DAYS} days. Earlier links no longer work.`}
          secondaryControl={
            <CopyToClipboard
              copyButtonText="Copy"
              textToCopy={shown.link}
              copyButtonAriaLabel="Copy the invitation link"
              copySuccessText="Link copied"
              copyErrorText="The link could not be copied"
            />
          }
        >
          <Input ref={input} value={shown.link} readOnly onFocus={() => input.current?.select()} />
        </FormField>
      </SpaceBetween>
    </ClosingModal>
  );
}
