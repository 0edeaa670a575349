import { DEFAULT_HELP_ATTRIBUTES_JSON, help } from '@switchboard/shared';
import { describeScreenContracts, guid } from '../../components/list-screen/screen-contract';
import { helpScreen } from './help-screen';

const policies = guid(1);
const attributes = JSON.stringify(
  { ...JSON.parse(DEFAULT_HELP_ATTRIBUTES_JSON), ExternalUrl: 'https://intranet.example.com/badges' },
  null,
  2,
);

/**
 * The Help Q&A screen's declaration against AddHelp's and UpdateHelp's schemas: what help.spec.ts's add checked of
 * the form and the row (questions joined by ";", an image, a category, the attributes; days sent as UTC midnights and
 * read back as days). The questions list, the media preview and the attributes' tree editor keep their e2e.
 */
describeScreenContracts([
  {
    title: 'Help Q&A',
    screen: helpScreen({
      categories: [{ value: policies, label: 'Policies' }],
      categoriesLoading: false,
      categoryID: undefined,
      filters: null,
      headerActions: null,
    }),
    item: help,
    idKey: 'HelpID',
    typed: {
      ShortDescription: 'How do I order a new badge?;My badge is lost',
      LongDescription: 'Ask reception for a new badge; it is ready the next day.',
      MediaType: 'image',
      MediaUrl: 'https://cdn.example.com/badge.png',
      HelpCategoryID: policies,
      AttributesJSON: attributes,
    },
    defaults: { MediaType: 'none', Active: 'true', ReleaseTime: '1970-01-01', ExpireTime: '2100-01-01' },
    // The form's HelpID is the stored entry's.
    readBack: { HelpID: guid(9) },
    details: [
      'How do I order a new badge?',
      'My badge is lost',
      'Ask reception for a new badge',
      'Media type: Image',
      'Category: Policies',
      '"ExternalUrl": "https://intranet.example.com/badges"',
    ],
    texts: { created: 'Help entry added.', updated: 'Help entry updated.', deleted: 'Help entry deleted.' },
  },
]);
