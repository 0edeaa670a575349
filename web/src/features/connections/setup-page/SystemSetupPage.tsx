import Button from '@cloudscape-design/components/button';
import { behaviourOf, systemNameOfSlug } from '@switchboard/shared';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/page/FullPageSpinner';
import { useRoute } from '../../../api/use-route';
import { systemByName } from '../../catalogue/catalogue-options';
import { draftOf, newDraft } from '../form/draft';
import { SetupProblem } from './SetupProblem';
import { SystemSetupForm } from './SystemSetupForm';

/**
 * /setup/{slug} (new; ?instancename= fills the instance name) and /setup/{slug}/{id} (edit): ONE page for every
 * system the slug names (spec part 2 §2), with the connection form of the setup screen.
 */
export default function SystemSetupPage() {
  const { slug = '', id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const lists = useRoute('GetSystemLists', undefined, { staleTime: 5 * 60_000 });
  const connections = useRoute('GetIntegrationConfiguration');
  const name = systemNameOfSlug(slug);

  if (!name) {
    return <SetupProblem title="Unknown system">No system has the setup page “{slug}”.</SetupProblem>;
  }
  const behaviour = behaviourOf(name);
  if (id && behaviour.setupWithoutIdOnly) {
    const newPath = `/setup/${behaviour.slug}`;
    return (
      <SetupProblem
        title="This page opens without a connection"
        action={
          <Button variant="primary" onClick={() => navigate(newPath)}>
            Set up a new connection
          </Button>
        }
      >
        The setup page of this system only sets up a new connection; it does not open an existing one. Edit the
        connection from Setup systems instead.
      </SetupProblem>
    );
  }
  if (lists.isPending || (id && connections.isPending)) return <FullPageSpinner label="Loading the connection" />;
  if (lists.isError || (id && connections.isError)) {
    const error = lists.error ?? connections.error;
    return <SetupProblem title="Could not load">{error?.message}</SetupProblem>;
  }
  const system = systemByName(lists.data, name);
  if (!system) return <SetupProblem title="Not in the catalogue">This system is not in the catalogue.</SetupProblem>;
  const category = lists.data.SystemListCategories.find((c) => c.SystemListCategoryID === system.SystemListCategoryID);

  if (id) {
    const connection = connections.data?.find((c) => c.IntegrationConfigurationID === id);
    if (!connection || connection.SystemListID !== system.SystemListID) {
      return (
        <SetupProblem title="Connection not found">
          Your organization has no {system.Name} connection with this id.
        </SetupProblem>
      );
    }
    return <SystemSetupForm key={id} initial={draftOf(connection)} category={category?.Category} />;
  }
  const initial = { ...newDraft(system), ServiceInstanceName: search.get('instancename') ?? '' };
  return <SystemSetupForm key={slug} initial={initial} category={category?.Category} />;
}
