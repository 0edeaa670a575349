import * as z from 'zod/mini';
import { lowerSuccess, success } from '../core/answers';
import { queryText } from '../core/fields';
import { relayRoute, route } from '../core/route';
import { voiceIntent } from '../catalogue/schemas';
import { connection, connectionIdBody, connectionIdQuery, connectionInput } from './schemas';
import { lazySchema } from '../core/lazy-schema';

const P = '/SetupProcessEntity';
const orgAdmin = ['OrgAdmin'] as const;
const saved = /* @__PURE__ */ lazySchema(() => z.nullable(connection));

const callbackText = /* @__PURE__ */ lazySchema(() =>
  z.optional(z.string().check(z.maxLength(2000, 'must be at most 2000 characters'))),
);

export const connectionsRoutes = {
  GetVoiceIntents: route({
    method: 'GET',
    path: `${P}/GetVoiceIntents`,
    group: 'connections',
    access: orgAdmin,
    query: /* @__PURE__ */ lazySchema(() =>
      z.object({ SystemListID: z.optional(z.uuid({ error: 'must be an id (GUID)' })) }),
    ),
    answer: /* @__PURE__ */ lazySchema(() => z.array(voiceIntent)),
    summary: 'The voice intents (test questions) of the catalogue, optionally of one system.',
  }),
  GetTestResponse: route({
    method: 'GET',
    path: `${P}/GetTestResponse`,
    group: 'connections',
    access: orgAdmin,
    query: /* @__PURE__ */ lazySchema(() =>
      z.object({
        OrganizationID: z.optional(queryText(64)),
        EmployeeID: z.optional(queryText(64)),
        ApiUrl: queryText(300),
        UrlFinalParams: z.optional(queryText(500)),
        Module: z.optional(queryText(64)),
        IntegrationConfigurationID: z.optional(z.uuid({ error: 'must be an id (GUID)' })),
      }),
    ),
    answer: /* @__PURE__ */ lazySchema(() =>
      z.object({ Text: z.string(), ChartUrl: z.string(), MediaUrl: z.string(), MediaType: z.string() }),
    ),
    summary: "Runs a voice intent against the organization's connection to its system and answers what it would say.",
  }),
  ConnectOauth: route({
    method: 'POST',
    path: `${P}/ConnectOauth`,
    group: 'connections',
    access: orgAdmin,
    body: connectionInput,
    answer: /* @__PURE__ */ lazySchema(() => z.string()),
    summary:
      'Starts an OAuth 2.0 connect: answers the URL the browser goes to (the provider, or the setup page with the result).',
  }),
  OauthCallback: route({
    method: 'GET',
    path: `${P}/OauthCallback`,
    group: 'connections',
    access: 'public',
    csrfExempt: true,
    query: /* @__PURE__ */ lazySchema(() =>
      z.object({ code: callbackText, state: callbackText, error: callbackText, error_description: callbackText }),
    ),
    answer: /* @__PURE__ */ lazySchema(() => z.null()),
    status: 302,
    summary: "The provider's redirect back (identified by its single-use state); ends on the setup page.",
  }),
  ValidateCredentials: route({
    method: 'POST',
    path: `${P}/ValidateCredentials`,
    group: 'connections',
    access: orgAdmin,
    body: connectionInput,
    answer: /* @__PURE__ */ lazySchema(() => z.enum(['True', 'False'])),
    summary:
      'Checks a connection in the spec order; Basic Auth credentials with a real request to the authorization URL.',
  }),
  CheckCredentials: route({
    method: 'POST',
    path: `${P}/CheckCredentials`,
    group: 'connections',
    access: orgAdmin,
    body: connectionIdBody,
    answer: connection,
    summary:
      "Check now: runs Validate's check on a stored connection and stores the outcome (valid, invalid, unreachable).",
  }),
  SetupSystem: route({
    method: 'POST',
    path: `${P}/SetupSystem`,
    group: 'connections',
    access: orgAdmin,
    body: connectionInput,
    answer: saved,
    status: 201,
    summary: 'Creates the connection to a system: 409 "exist" when the organization has one, null when unreachable.',
  }),
  UpdateSystem: route({
    method: 'POST',
    path: `${P}/UpdateSystem`,
    group: 'connections',
    access: orgAdmin,
    body: connectionInput,
    answer: saved,
    summary: 'Changes a connection; credentials sent back as the mask keep their stored value.',
  }),
  SetupSystemBasic: route({
    method: 'POST',
    path: `${P}/SetupSystemBasic`,
    group: 'connections',
    access: orgAdmin,
    body: connectionInput,
    answer: saved,
    summary: 'Creates (empty id) or updates a Basic Auth connection after checking its credentials; null if they fail.',
  }),
  SetupSystemNoAuth: route({
    method: 'POST',
    path: `${P}/SetupSystemNoAuth`,
    group: 'connections',
    access: orgAdmin,
    body: connectionInput,
    answer: saved,
    summary: 'Creates (empty id) or updates a connection without authorization.',
  }),
  SetupSystemBearerToken: route({
    method: 'POST',
    path: `${P}/SetupSystemBearerToken`,
    group: 'connections',
    access: orgAdmin,
    body: connectionInput,
    answer: saved,
    summary: 'Creates (empty id or the empty guid) or updates a Bearer Token connection.',
  }),
  GetIntegrationConfiguration: route({
    method: 'GET',
    path: `${P}/GetIntegrationConfiguration`,
    group: 'connections',
    access: orgAdmin,
    answer: /* @__PURE__ */ lazySchema(() => z.array(connection)),
    summary: "The organization's connections, newest first, credentials masked.",
  }),

  // The relay's /api operations of the connections (spec part 2 §7).
  GetIntegrationConfigDataSourceCount: relayRoute({
    method: 'GET',
    path: '/api/GetIntegrationConfigDataSourceCount',
    group: 'connections',
    access: orgAdmin,
    query: connectionIdQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.number().check(z.int())),
    summary: 'How many data sets read through the connection (one with data sets cannot be deleted).',
  }),
  IntegrationConfigurations: relayRoute({
    method: 'DELETE',
    path: '/api/IntegrationConfigurations',
    group: 'connections',
    access: orgAdmin,
    query: connectionIdQuery,
    answer: success,
    summary: 'Deletes a connection without data sets; a deleted default passes to the newest of its category.',
  }),
  SetAsDefaultConnection: relayRoute({
    method: 'POST',
    path: '/api/SetAsDefaultConnection',
    group: 'connections',
    access: orgAdmin,
    body: connectionIdBody,
    answer: lowerSuccess,
    summary: "Makes the connection its category's default.",
  }),
};
