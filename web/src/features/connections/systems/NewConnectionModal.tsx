import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { firstConnectionProblem, MESSAGE_DELAYS, messages } from '@switchboard/shared';
import { useState } from 'react';
import { useTimedText } from '../../../components/list-screen/use-timed-text';
import { useRoute } from '../../../api/use-route';
import { systemById, type SystemListItem } from '../../catalogue/catalogue-options';

interface Props {
  onDismiss: () => void;
  /** The chosen system: the authorization modal opens for it. */
  onContinue: (system: SystemListItem) => void;
}

/** "New connection": a category, then one of its systems. With only one category it is chosen and not asked. */
export function NewConnectionModal({ onDismiss, onContinue }: Props) {
  const lists = useRoute('GetSystemLists', undefined, { staleTime: 5 * 60_000 });
  const categories = lists.data?.SystemListCategories ?? [];
  const onlyCategory = categories.length === 1 ? categories[0]!.SystemListCategoryID : undefined;
  const [chosenCategory, setCategory] = useState('');
  const [systemId, setSystemId] = useState('');
  const [problem, showProblem] = useTimedText(MESSAGE_DELAYS.loadingError);
  const categoryId = onlyCategory ?? chosenCategory;

  const categoryOptions = categories.map((c) => ({ value: c.SystemListCategoryID, label: c.Category }));
  const systemOptions = (lists.data?.SystemLists ?? [])
    .filter((s) => s.SystemListCategoryID === categoryId)
    .map((s) => ({ value: s.SystemListID, label: s.Name }));

  const next = () => {
    const system = systemById(lists.data, systemId);
    const key = firstConnectionProblem({ SystemListCategoryID: categoryId, SystemListID: system ? systemId : '' });
    if (key === 'msg_validate_category' || key === 'msg_validate_system' || !system) {
      showProblem(messages[key === 'msg_validate_category' ? key : 'msg_validate_system']);
      return;
    }
    onContinue(system);
  };

  return (
    <Modal
      visible
      header="New connection"
      closeAriaLabel="Close"
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            <Button variant="primary" onClick={next}>
              Next
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Form errorText={problem} errorIconAriaLabel="Error">
        <SpaceBetween size="l">
          {!onlyCategory && (
            <FormField label="Category" description="The kind of system to connect.">
              <Select
                selectedOption={categoryOptions.find((o) => o.value === categoryId) ?? null}
                options={categoryOptions}
                placeholder="Choose a category"
                statusType={lists.isPending ? 'loading' : lists.isError ? 'error' : 'finished'}
                loadingText="Loading categories"
                errorText="The categories could not be loaded."
                onChange={(event) => {
                  setCategory(event.detail.selectedOption.value ?? '');
                  setSystemId('');
                }}
              />
            </FormField>
          )}
          <FormField label="System" description={categoryId ? undefined : 'Choose a category first.'}>
            <Select
              selectedOption={systemOptions.find((o) => o.value === systemId) ?? null}
              options={systemOptions}
              placeholder="Choose a system"
              disabled={!categoryId}
              filteringType={systemOptions.length > 8 ? 'auto' : 'none'}
              empty="No systems in this category"
              onChange={(event) => setSystemId(event.detail.selectedOption.value ?? '')}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
