import type { Help } from '@switchboard/shared';
import type { EntityFields } from '../../components/list-screen/entity-fields';
import type { FormValues } from '../../components/list-screen/types';

/**
 * The fields an entry keeps from the knowledge base it was imported from (QnABot, QnA Maker, Azure, Rasa): shown in
 * its details when it has them, exported back; the form does not edit them (an edit keeps them).
 */
const has = (name: keyof Help) => (entry: Help) => entry[name] !== undefined;
const dash = (text: string | undefined) => text || '-';

export const helpExtraFields = {
  ExternalID: {
    label: 'External id',
    show: (entry) => dash(entry.ExternalID),
    column: { id: 'externalId', hiddenByDefault: true },
    detailShownIf: has('ExternalID'),
  },
  Topic: {
    label: 'Topic',
    show: (entry) => dash(entry.Topic),
    column: { id: 'topic', width: 160, hiddenByDefault: true },
    detailShownIf: has('Topic'),
  },
  Tags: {
    label: 'Tags',
    show: (entry) => (entry.Tags?.length ? entry.Tags.join(', ') : '-'),
    column: { id: 'tags', hiddenByDefault: true },
    detailShownIf: has('Tags'),
  },
  AltMarkdown: {
    label: 'Markdown answer',
    detail: (entry) => <pre className="sb-help-json">{entry.AltMarkdown}</pre>,
    detailShownIf: has('AltMarkdown'),
  },
  AltSsml: {
    label: 'SSML answer',
    detail: (entry) => <pre className="sb-help-json">{entry.AltSsml}</pre>,
    detailShownIf: has('AltSsml'),
  },
  Card: {
    label: 'Response card',
    detail: ({ Card: card }) =>
      card && (
        <div>
          <strong>{card.Title}</strong>
          {card.SubTitle && <div>{card.SubTitle}</div>}
          {card.ImageUrl && <div>Image: {card.ImageUrl}</div>}
          {card.Buttons.length > 0 && (
            <ul className="sb-help-questions">
              {card.Buttons.map((button) => (
                <li key={`${button.Text}|${button.Value}`}>
                  {button.Text} → asks “{button.Value}”
                </li>
              ))}
            </ul>
          )}
        </div>
      ),
    detailShownIf: has('Card'),
  },
  Next: { label: 'Next (guided tour)', detail: (entry) => dash(entry.Next), detailShownIf: has('Next') },
  Kept: {
    label: 'Kept from the source',
    detail: ({ Kept: kept }) => (
      <div>
        {kept?.l !== undefined && (
          <div>
            This entry names a Lambda hook; it is kept and exported, but this assistant does not run Lambda hooks.
          </div>
        )}
        <pre className="sb-help-json">{JSON.stringify(kept, null, 2)}</pre>
      </div>
    ),
    detailShownIf: has('Kept'),
  },
} satisfies EntityFields<Help, FormValues, string>;

export const helpExtraNames = Object.keys(helpExtraFields) as (keyof typeof helpExtraFields)[];
