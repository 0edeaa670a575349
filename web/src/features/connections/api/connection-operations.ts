import { relay } from './relay';

/** How many data sets read through a connection (GET /api/GetIntegrationConfigDataSourceCount). */
export const dataSetCount = (id: string) =>
  relay<number>({ RequestType: '/api/GetIntegrationConfigDataSourceCount', QueryString: `id=${id}`, Method: 'GET' });

/** Deletes a connection (DELETE /api/IntegrationConfigurations); refused while data sets use it. */
export const deleteConnection = (id: string) =>
  relay<string>({ RequestType: '/api/IntegrationConfigurations', QueryString: `id=${id}`, Method: 'DELETE' });

/** Makes a connection the default of its system (POST /api/SetAsDefaultConnection); answers "success". */
export const setDefaultConnection = (id: string) =>
  relay<string>({
    RequestType: '/api/SetAsDefaultConnection',
    RequestBody: { IntegrationConfigurationID: id },
    Method: 'POST',
  });
