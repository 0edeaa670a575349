/**
 * Per-system behaviour of connections, keyed by the lower-cased system name (spec part 1 §4, part 2 §2 and §5).
 * ONE table: the console and the server read it; nothing else switches on a system's name.
 */
export interface SystemBehaviour {
  /** /setup/{slug} page of the system (part 2 §2). */
  slug?: string;
  /** Its setup page is only ever opened without an id (office365*, bigcommerce). */
  setupWithoutIdOnly?: boolean;
  /** Credentials count as valid without a validation step. */
  validWithoutCheck?: boolean;
  /** The Validate button is hidden. */
  validateHidden?: boolean;
  /** Exempt from the instance name and URL requirement (the spec's three systems). */
  noInstanceOrUrl?: boolean;
  /** Needs an instance name even where nothing else asks for it (part 2 §5). */
  requiresInstanceName?: boolean;
  /** May use a custom domain, whose name is then required (Salesforce custom). */
  customDomain?: boolean;
  /** A URL hash naming this system preselects it and starts the OAuth connect. */
  directOAuth?: boolean;
  /** The test-questions modal is offered (voice intents run against the system). */
  testQuestions?: boolean;
  /** Needs an authorization type chosen before validation (the custom REST service). */
  requiresAuthorizationType?: boolean;
}

const generative: SystemBehaviour = { validWithoutCheck: true };

export const systemBehaviours: Record<string, SystemBehaviour> = {
  salesforce: { validWithoutCheck: true, noInstanceOrUrl: true, testQuestions: true },
  'salesforce custom': { validWithoutCheck: true, customDomain: true, requiresInstanceName: true, directOAuth: true },
  'salesforce service cloud': { validWithoutCheck: true, noInstanceOrUrl: true, testQuestions: true },
  servicenow: { validWithoutCheck: true, testQuestions: true },
  'servicenow custom': { slug: 'servicenowcustom', validWithoutCheck: true, requiresInstanceName: true },
  sysaid: { slug: 'sysaid', validWithoutCheck: true },
  hubspot: { slug: 'HubSpot', validWithoutCheck: true, noInstanceOrUrl: true },
  bigcommerce: { slug: 'bigcommerce', validWithoutCheck: true, setupWithoutIdOnly: true },
  'amazon honeycode': { slug: 'amazonhoneycode', validWithoutCheck: true },
  'cloud elements': { slug: 'cloudelements', validateHidden: true },
  'login with amazon': { slug: 'loginwithAmazon', validateHidden: true },
  'sql server': { slug: 'sqlserver', validateHidden: true },
  mysql: { slug: 'mysql', validateHidden: true },
  dynamodb: { slug: 'dynamodb', validateHidden: true },
  'amazon eventbridge': { slug: 'amazoneventbridge', validateHidden: true },
  'amazon connect': { slug: 'amazonconnect', validateHidden: true },
  tableau: { slug: 'tableau', validateHidden: true },
  mailkit: { slug: 'mailkit', validateHidden: true },
  twilio: { slug: 'twilio', validateHidden: true },
  signalwire: { slug: 'signalwire', validateHidden: true },
  'amazon kendra': { slug: 'amazonkendra', validateHidden: true },
  'amazon lex': { slug: 'amazonlex', validateHidden: true },
  'aws lambda': { slug: 'amazonlambda', validateHidden: true },
  'amazon s3': { slug: 'amazons3', validateHidden: true },
  'amazon sns': { slug: 'amazonsns', validateHidden: true },
  'amazon polly': { slug: 'amazonpolly', validateHidden: true },
  'amazon alexa for business': { slug: 'amazonalexaforbusiness', validWithoutCheck: true },
  'amazon alexa for residential': {
    slug: 'amazonalexaforresidential',
    validWithoutCheck: true,
    requiresInstanceName: true,
    directOAuth: true,
  },
  'amazon alexa for hospitality': {
    slug: 'amazonalexaforhospitality',
    validWithoutCheck: true,
    requiresInstanceName: true,
    directOAuth: true,
  },
  'amazon chime': { slug: 'amazonchime', validWithoutCheck: true },
  'google assistant': { slug: 'googleassistant', validWithoutCheck: true },
  'open ai': { slug: 'openai', ...generative },
  pinecone: { slug: 'pinecone', ...generative },
  anthropic: { slug: 'anthropic', ...generative },
  'amazon bedrock': { slug: 'amazonbedrock', ...generative },
  'generative ai': { slug: 'generativeai', ...generative },
  'rest api service': { slug: 'restapiservice', requiresAuthorizationType: true },
  'office 365 aad': { slug: 'office365aad', validateHidden: true, setupWithoutIdOnly: true },
  'office 365 teams': { slug: 'office365teams', validateHidden: true, setupWithoutIdOnly: true },
  'office 365 exchange': { slug: 'office365exchange', validateHidden: true, setupWithoutIdOnly: true },
  'office 365 sharepoint': { slug: 'office365sharepoint', validateHidden: true, setupWithoutIdOnly: true },
  'internal data': { validateHidden: true, requiresInstanceName: true },
};

/** The behaviour of a system by its name; names containing "rest api service" behave as the custom REST service. */
export function behaviourOf(systemName: string): SystemBehaviour {
  const key = systemName.trim().toLowerCase();
  if (systemBehaviours[key]) return systemBehaviours[key];
  if (key.includes('rest api service')) return systemBehaviours['rest api service']!;
  return {};
}

/** The system whose setup page a slug opens (slugs compare case-insensitively). */
export function systemNameOfSlug(slug: string): string | undefined {
  const wanted = slug.toLowerCase();
  return Object.entries(systemBehaviours).find(([, behaviour]) => behaviour.slug?.toLowerCase() === wanted)?.[0];
}
