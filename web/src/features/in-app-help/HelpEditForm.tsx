import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { inAppHelpInput, issuesByField, type InAppHelp } from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { relay } from '../../api/client';
import { failureText } from '../../api/api-error';

interface Props {
  help: InAppHelp;
  /** Whose text this edit writes, said beside Save. */
  scopeText: string;
  onDone: () => void;
}

/** Edits a page's help in place: the shared schema checks it before the round trip, the server again. */
export function HelpEditForm({ help, scopeText, onDone }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ Title: help.Title, Content: help.Content });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => relay('PutInAppHelp', { query: { url: help.Url }, body: values }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['GetInAppHelpByURL'] });
      onDone();
    },
  });

  const submit = () => {
    const parsed = inAppHelpInput.safeParse(values);
    if (!parsed.success) return setErrors(issuesByField(parsed.error));
    setErrors({});
    save.mutate();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Form
        errorText={save.error ? failureText('PutInAppHelp', save.error) : undefined}
        secondaryActions={<Box>{scopeText}</Box>}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
            <Button variant="primary" loading={save.isPending}>
              Save help
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          <FormField label="Title" errorText={errors.Title && `Title ${errors.Title}`}>
            <Input value={values.Title} onChange={({ detail }) => setValues({ ...values, Title: detail.value })} />
          </FormField>
          <FormField
            label="Content"
            constraintText='A blank line starts a paragraph; lines starting with "- " make a list.'
            errorText={errors.Content && `Content ${errors.Content}`}
          >
            <Textarea
              rows={14}
              value={values.Content}
              onChange={({ detail }) => setValues({ ...values, Content: detail.value })}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}

function Box({ children }: { children: string }) {
  return <span className="sb-help-scope">{children}</span>;
}
